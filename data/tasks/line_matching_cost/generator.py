"""Tests for line_matching_cost.

Positions a (n workers) and b (n bikes) on a line, read-only. `shape` chooses the values:
`uniform` draws both from 1..10^9 (the counting functions cross often), `dups` draws both
from a small range (long runs of equal values: ties in every order), `apart` puts the
workers in the lower half and the bikes in the upper half (the rank difference climbs to n:
the largest answers, beyond 32 bits), `descending` is uniform with both arrays sorted
largest first (in a scan for the smallest keys above a bound every key beats the ones kept
so far: a heap step per element), `near` places each bike a small random step from a
shuffled worker (the sorted matching is not the index matching, the answer is small).
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(1, TOP + 1, size=n)
        b = rng.randint(1, TOP + 1, size=n)
    elif shape == "dups":
        hi = max(2, n // 10)
        a = rng.randint(1, hi + 1, size=n)
        b = rng.randint(1, hi + 1, size=n)
    elif shape == "apart":
        a = rng.randint(1, TOP // 2 + 1, size=n)
        b = rng.randint(TOP // 2 + 1, TOP + 1, size=n)
    elif shape == "descending":
        a = -np.sort(-rng.randint(1, TOP + 1, size=n))
        b = -np.sort(-rng.randint(1, TOP + 1, size=n))
    elif shape == "near":
        a = rng.randint(1000, TOP - 1000 + 1, size=n)
        b = rng.permutation(a) + rng.randint(-1000, 1001, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64), "b": b.astype(np.int64)}
