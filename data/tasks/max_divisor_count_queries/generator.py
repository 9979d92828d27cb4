"""Tests for max_divisor_count_queries.

m and q encoded queries (x, y): with `last` the previous answer (0 at first), the query is
l = (x + last) mod m + 1, r = (y + last) mod m + 1, swapped if l > r. The generator picks
the decoded ranges it wants and encodes them with the answers it computes (a numpy divisor
count and a sparse table of maxima). `shape`: `long` ranges from within the first
`window * m` numbers to within the last; `random` uniform ends; `block-end` ends at
k * B - 1 for the block length B = isqrt(m) + 1 of a block solution (the longest partial
blocks to recount, on both ends).
"""

from __future__ import annotations

from math import isqrt
from typing import Any

import numpy as np


def _divisor_counts(m: int) -> np.ndarray:
    # d(k) = 2 * #{i < sqrt k : i | k} + [k is a square]
    d = np.zeros(m + 1, dtype=np.int64)
    for i in range(1, isqrt(m) + 1):
        d[i * (i + 1)::i] += 2
        d[i * i] += 1
    return d


def _range_max(d: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    levels = [d]
    while (1 << len(levels)) <= len(d):
        prev, half = levels[-1], 1 << (len(levels) - 1)
        levels.append(np.maximum(prev[:-half], prev[half:]))
    length = hi - lo + 1
    k = np.floor(np.log2(length)).astype(np.int64)
    out = np.zeros(len(lo), dtype=np.int64)
    for j in np.unique(k):
        sel = k == j
        t = levels[j]
        out[sel] = np.maximum(t[lo[sel]], t[hi[sel] - (1 << j) + 1])
    return out


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "long",
             window: float = 0.02) -> dict[str, Any]:
    if shape == "long":
        w = max(1, int(window * m))
        lo = rng.randint(1, w + 1, size=q)
        hi = rng.randint(m - w + 1, m + 1, size=q)
    elif shape == "random":
        lo = rng.randint(1, m + 1, size=q)
        hi = rng.randint(1, m + 1, size=q)
    elif shape == "block-end":
        b = isqrt(m) + 1
        ends = np.arange(b - 1, m + 1, b)
        lo = ends[rng.randint(0, len(ends), size=q)] + 1
        hi = ends[rng.randint(0, len(ends), size=q)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    lo, hi = np.minimum(lo, hi), np.maximum(lo, hi)
    answers = _range_max(_divisor_counts(m), lo, hi)
    queries = np.zeros((q, 2), dtype=np.int64)
    last = 0
    for i in range(q):
        low, high = int(lo[i]), int(hi[i])
        if rng.randint(2):  # either order decodes to the same range
            low, high = high, low
        queries[i, 0] = (low - 1 - last) % m
        queries[i, 1] = (high - 1 - last) % m
        last = int(answers[i])
    return {"m": m, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
