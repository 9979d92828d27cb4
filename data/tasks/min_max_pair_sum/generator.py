"""Tests for min_max_pair_sum.

An even number n of values a (read-only) in 1..10^9; the answer is the largest sum of the
i-th smallest and the i-th largest value. `shape` chooses them: `uniform` draws from
1..10^9 (pair sums up to 2*10^9, above a 32-bit int), `skewed` draws most values small and
a few huge (the answer is set by the heavy end), `dups` draws from a small set of values
(long runs of equal values).
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    n -= n % 2
    if shape == "uniform":
        a = rng.randint(1, TOP + 1, size=n)
    elif shape == "skewed":
        big = rng.random_sample(n) < 0.1
        a = np.where(big, rng.randint(TOP // 2, TOP + 1, size=n), rng.randint(1, 1000, size=n))
    elif shape == "dups":
        hi = max(2, n // 20)
        a = rng.randint(1, hi + 1, size=n) * (TOP // hi)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
