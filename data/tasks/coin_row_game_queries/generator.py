"""Tests for coin_row_game_queries.

The queries are forced online: the interval asked for depends on the previous answer, so
the generator computes the whole table of game values (one vectorised step per interval
length), its row prefix sums, and encodes the intervals it wants. `region` chooses them:
"long" draws l in the first eighth and r in the last eighth of the row (the most work for
a solution that recomputes the games per query), "random" draws both ends uniformly,
"short" draws lengths below 8.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _values(rng: np.random.RandomState, mode: str, size: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(0, LIMIT + 1, size=size).astype(np.int64)
    if mode == "extreme":
        return np.where(rng.random_sample(size) < 0.5, LIMIT, 0).astype(np.int64)
    if mode == "small":
        return rng.randint(0, 4, size=size).astype(np.int64)
    raise ValueError(f"unknown values mode {mode!r}")


def table(a: np.ndarray) -> np.ndarray:
    """G[l, r] = (mover's total) - (other's total) on a[l..r], for l <= r."""
    n = len(a)
    g = np.zeros((n, n), dtype=np.int64)
    g[np.arange(n), np.arange(n)] = a
    cur = a.copy()
    for k in range(2, n + 1):
        w = n - k + 1
        left = a[:w] - cur[1:w + 1]
        right = a[k - 1:] - cur[:w]
        cur = np.maximum(left, right)
        g[np.arange(w), np.arange(w) + k - 1] = cur
    return g


def row_sums(a: np.ndarray) -> np.ndarray:
    """P[l, r] = F(l, l) + ... + F(l, r), F the first player's total, for l <= r."""
    n = len(a)
    prefix = np.concatenate(([0], np.cumsum(a)))
    total = prefix[None, 1:] - prefix[:-1, None]          # S(l, r) at [l, r]
    f = (total + table(a)) // 2
    f[np.tril_indices(n, -1)] = 0
    return np.cumsum(f, axis=1)


def generate(rng: np.random.RandomState, n: int, q: int, *, values: str = "random",
             region: str = "long") -> dict[str, Any]:
    a = _values(rng, values, n)
    sums = row_sums(a)
    if region == "long":
        span = max(1, n // 8)
        ends_l = rng.randint(0, span, size=q)
        ends_r = rng.randint(n - span, n, size=q)
    elif region == "random":
        ends_l = rng.randint(0, n, size=q)
        ends_r = rng.randint(0, n, size=q)
    elif region == "short":
        ends_l = rng.randint(0, n, size=q)
        ends_r = np.minimum(n - 1, ends_l + rng.randint(0, 8, size=q))
    else:
        raise ValueError(f"unknown region {region!r}")
    swap = rng.random_sample(q) < 0.5
    queries = np.empty((q, 2), dtype=np.int64)
    last = 0
    for k in range(q):
        x, y = int(ends_l[k]), int(ends_r[k])
        if swap[k]:
            x, y = y, x
        queries[k, 0] = (x - last) % n
        queries[k, 1] = (y - last) % n
        last = int(sums[min(x, y), max(x, y)])
    return {"a": a, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
