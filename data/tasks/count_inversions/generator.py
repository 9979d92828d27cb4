"""Tests for count_inversions.

Comparing all pairs costs n(n-1)/2 comparisons whatever the input, so the shapes are chosen
for the answers and for the other quadratic idea, insertion sort (one shift per inversion):
`descending` (strictly decreasing, n(n-1)/2 inversions: over 2^31 from n = 65537, and
insertion sort's worst case), `random` (64-bit values over the whole range, about n^2/4
inversions), `few` (values from a pool of 10, many equal pairs that must not count) and
`nearly` (ascending with n/100 random swaps: few inversions, an O(n + inversions) algorithm's
best case, included for the answer).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LOW, HIGH = -(2**63), 2**63 - 1


def generate(rng: np.random.RandomState, n: int, shape: str) -> dict[str, Any]:
    if shape == "descending":
        start = rng.randint(-(2**62), 2**62, dtype=np.int64)
        a = start - 3 * np.arange(n, dtype=np.int64)
    elif shape == "random":
        a = rng.randint(LOW, HIGH, size=n, dtype=np.int64)
    elif shape == "few":
        pool = rng.randint(-10**18, 10**18, size=10, dtype=np.int64)
        a = pool[rng.randint(0, 10, size=n)]
    elif shape == "nearly":
        a = np.sort(rng.randint(-10**12, 10**12, size=n, dtype=np.int64))
        k = max(1, n // 100)
        i, j = rng.randint(0, n, size=k), rng.randint(0, n, size=k)
        for x, y in zip(i, j, strict=True):
            a[x], a[y] = a[y], a[x]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
