"""Tests for count_distinct.

Scanning the prefix before each element stops at the first equal value, so it is quadratic
only when most values are new when they appear; every row is therefore led by `distinct`
(n random 64-bit values over the whole range, distinct with overwhelming probability: about
n^2/2 comparisons) and `pairs` (n/2 values, each twice, the second copies shuffled into the
second half: about 3n^2/8 comparisons). `consecutive` gives distinct values that differ
only in their low bits, around a random base near the top or bottom of the 64-bit range
(values that a 32-bit truncation would merge), shuffled. `few` draws n values from n/1000
distinct ones (cheap for every algorithm; it checks that repeats count once).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LOW, HIGH = -(2**63), 2**63 - 1


def generate(rng: np.random.RandomState, n: int, shape: str) -> dict[str, Any]:
    if shape == "distinct":
        a = rng.randint(LOW, HIGH, size=n, dtype=np.int64)
    elif shape == "pairs":
        half = rng.randint(LOW, HIGH, size=(n + 1) // 2, dtype=np.int64)
        a = np.concatenate([half, rng.permutation(half)])[:n]
    elif shape == "consecutive":
        high = rng.randint(2)  # draw order as before: the side, then the offset
        offset = rng.randint(0, 2**31)
        base = np.int64(HIGH - n - (1 << 32) - offset) if high else np.int64(LOW + offset)
        # every value differs from another by a multiple of 2^32 or by a small step
        steps = np.arange(n, dtype=np.int64)
        a = base + (steps % 2) * (1 << 32) + steps // 2
        a = a[rng.permutation(n)]
    elif shape == "few":
        pool = rng.randint(LOW, HIGH, size=max(1, n // 1000), dtype=np.int64)
        a = pool[rng.randint(0, len(pool), size=n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
