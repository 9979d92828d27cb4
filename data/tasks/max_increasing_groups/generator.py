"""Tests for max_increasing_groups.

n read-only limits in 1..10^9. `shape` chooses them:
`uniform` draws them from 1..n (about 0.63 n distinct values; the answer sits a little below
n, so the greedy opens groups all along the order), `wide` draws distinct values from
1..10^9 (every prefix total is large: the answer is n, d = n distinct values), `descending`
lists distinct values from 1..4n by decreasing value (every remaining item of a scan beats
the buffer's largest key: the most heap work for a buffered scan), `small` draws from 1..8
(long runs of equal limits, an answer near sqrt(9n)), `skewed` mixes many 1s and 2s with
a few limits up to 10^9 (the greedy is starved early and recovers late), `level` draws
from n/4..n/2 (the running total keeps the answer near 0.87 n, below n: with n = 10^5 a
32-bit (k+1)(k+2) wraps while the test still decides whether a group opens).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def _distinct(rng: np.random.RandomState, n: int, hi: int) -> np.ndarray:
    vals = np.unique(rng.randint(1, hi + 1, size=n + n // 4 + 16))
    while vals.size < n:
        vals = np.unique(np.concatenate([vals, rng.randint(1, hi + 1, size=n)]))
    rng.shuffle(vals)
    return vals[:n]


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(1, n + 1, size=n)
    elif shape == "wide":
        a = _distinct(rng, n, VMAX)
    elif shape == "descending":
        a = -np.sort(-_distinct(rng, n, 4 * n))
    elif shape == "level":
        a = rng.randint(n // 4, n // 2 + 1, size=n)
    elif shape == "small":
        a = rng.randint(1, 9, size=n)
    elif shape == "skewed":
        a = rng.randint(1, 3, size=n)
        big = rng.rand(n) < 0.05
        a[big] = rng.randint(1, VMAX + 1, size=int(big.sum()))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"limit": a.astype(np.int64)}
