"""Tests for doubled_pair_matching.

Values a (n of them, read-only). `shape` chooses them: `uniform` draws from 1..10^9 (twice
a value exceeds a 32-bit int), `spread` draws log-uniformly over 1..2^30 (values at every
scale, most small values find a partner), `narrow` draws from a band [L, 2.2 L) where few
pairs exist (the high pointer runs through all its candidates while the low one barely
moves), `dups` draws from a small set of values (long runs of equal values).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(1, 10**9 + 1, size=n)
    elif shape == "spread":
        a = np.floor(np.exp2(rng.random_sample(n) * 29.897)).astype(np.int64)
        a = np.clip(a, 1, 10**9)
    elif shape == "narrow":
        lo = 400_000_000
        a = rng.randint(lo, int(lo * 2.2), size=n)
    elif shape == "dups":
        k = max(2, n // 50)
        a = rng.randint(1, k + 1, size=n) * (10**9 // k)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
