"""Tests for range_min_query.

Values are 64-bit (|a_i| <= 10^12) so that the block minima of an O(sqrt n) solution take
8 bytes each: at n = 2^18 they are 4 KB, four times the 1 KB floor of the O(1) column.
Query shapes: `random` (two uniform ends), `long` (l in the first `window` of the array, r
in the last), `whole` (l among the first `left` positions, r among the last `edge`): near-
whole ranges cost a sqrt decomposition about 2.5*sqrt(n) steps while a sparse table answers
in two lookups and a segment tree walks about 2*log2(n) nodes that stay in cache.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**12


def _values(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
    if mode == "increasing":  # the minimum is always at l
        return np.sort(rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64))
    if mode == "decreasing":  # the minimum is always at r
        return np.sort(rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64))[::-1].copy()
    if mode == "few":  # many equal values, the extremes among them
        return rng.choice(np.array([-LIMIT, -1, 0, 1, LIMIT], dtype=np.int64), size=n)
    if mode == "valley":  # one deep minimum in the middle of a large plateau
        a = np.full(n, LIMIT, dtype=np.int64)
        a[rng.randint(0, n, size=max(1, n // 1000))] = rng.randint(-LIMIT, LIMIT, size=max(1, n // 1000))
        return a
    raise ValueError(f"unknown values mode {mode!r}")


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "random", values: str = "random",
             window: float = 0.125, left: int = 40, edge: int = 2000) -> dict[str, Any]:
    a = _values(rng, values, n)
    if shape == "random":
        x = rng.randint(1, n + 1, size=q)
        y = rng.randint(1, n + 1, size=q)
        l, r = np.minimum(x, y), np.maximum(x, y)
    elif shape == "long":
        w = max(1, int(n * window))
        l = rng.randint(1, w + 1, size=q)
        r = n - rng.randint(0, w, size=q)
    elif shape == "whole":
        l = rng.randint(1, min(n, left) + 1, size=q)
        r = n - rng.randint(0, min(n, edge), size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    l, r = np.minimum(l, r), np.maximum(l, r)
    queries = np.stack([l, r], axis=1).astype(np.int64)
    return {"a": a, "queries": queries}
