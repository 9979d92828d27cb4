"""Tests for dtw_prefix_queries.

The queries are forced online: the cell asked for depends on the previous answer, so the
generator computes the whole table (one vectorised min-plus scan per row) and encodes the
cells it wants. `region` chooses them: "high" puts i and j in the last quarter of their
ranges (the most work for a solution that recomputes the table per query), "random" draws
them uniformly, "edge" mixes the first and last rows and columns.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _values(rng: np.random.RandomState, mode: str, size: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(-LIMIT, LIMIT + 1, size=size).astype(np.int64)
    if mode == "extreme":
        return np.where(rng.random_sample(size) < 0.5, LIMIT, -LIMIT).astype(np.int64)
    if mode == "small":
        return rng.randint(0, 4, size=size).astype(np.int64)
    raise ValueError(f"unknown values mode {mode!r}")


def table(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """D[i][j] for 1 <= i <= n, 1 <= j <= m, stored at [i-1, j-1]."""
    n, m = len(x), len(y)
    out = np.empty((n, m), dtype=np.int64)
    inf = np.int64(1) << 62
    prev = np.full(m + 1, inf, dtype=np.int64)
    prev[0] = 0
    for i in range(n):
        cost = np.abs(x[i] - y)
        # from above or the diagonal, then the running min-plus scan along the row:
        # D[j] = C[j] + min_{k <= j} (t[k] - C[k-1]), with C the prefix sums of cost.
        t = np.minimum(prev[1:], prev[:-1])
        c = np.cumsum(cost)
        shifted = t - (c - cost)
        row = c + np.minimum.accumulate(shifted)
        out[i] = row
        prev = np.empty(m + 1, dtype=np.int64)
        prev[0] = inf
        prev[1:] = row
    return out


def generate(rng: np.random.RandomState, n: int, m: int, q: int, *, values: str = "random",
             region: str = "high") -> dict[str, Any]:
    x = _values(rng, values, n)
    y = _values(rng, values, m)
    d = table(x, y)
    if region == "high":
        ci = rng.randint(n - max(1, n // 4), n, size=q)
        cj = rng.randint(m - max(1, m // 4), m, size=q)
    elif region == "random":
        ci = rng.randint(0, n, size=q)
        cj = rng.randint(0, m, size=q)
    elif region == "edge":
        ci = np.where(rng.random_sample(q) < 0.5, 0, n - 1) if n > 1 else np.zeros(q, dtype=np.int64)
        cj = rng.randint(0, m, size=q)
        swap = rng.random_sample(q) < 0.5
        ci = np.where(swap, rng.randint(0, n, size=q), ci)
        cj = np.where(swap, np.where(rng.random_sample(q) < 0.5, 0, m - 1), cj)
    else:
        raise ValueError(f"unknown region {region!r}")
    queries = np.empty((q, 2), dtype=np.int64)
    last = 0
    for k in range(q):
        i, j = int(ci[k]), int(cj[k])
        queries[k, 0] = (i - last) % n
        queries[k, 1] = (j - last) % m
        last = int(d[i, j])
    return {"x": x, "y": y, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
