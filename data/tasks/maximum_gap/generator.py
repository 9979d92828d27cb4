"""Tests for maximum_gap.

The successor walk costs n steps per distinct value, so the shapes serve the answers, the
bucket method's corner cases and the walks' costs: `uniform` (values over the whole range -10^9..10^9, both
ends included, so the range exceeds 2^31 - 1 and the gap is small), `clustered` (most
values in a few narrow clusters far apart: the answer is a gap between clusters, and most
buckets are empty), `progression` (an arithmetic progression, shuffled, where n/50 values are overwritten by
copies of others: gaps are multiples of the step, so values sit exactly on bucket
boundaries, and repeats occur),
`few` (values from a pool of 20: heavy duplicates, n much larger than the distinct count;
cheap for the successor walk, which scans once per distinct value, so it carries row 1's
memory test) and `descending` (random values in decreasing order: the batched walk's worst
order, every value above the last one emitted beats the heap's top).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, shape: str) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(-LIMIT, LIMIT + 1, size=n)
        a[rng.randint(0, n)] = -LIMIT
        a[rng.randint(0, n)] = LIMIT
    elif shape == "clustered":
        centres = rng.randint(-LIMIT + 10**6, LIMIT - 10**6, size=5)
        a = centres[rng.randint(0, 5, size=n)] + rng.randint(-10**4, 10**4 + 1, size=n)
        a[rng.randint(0, n, size=3)] = rng.randint(-LIMIT, LIMIT + 1, size=3)
    elif shape == "progression":
        step = rng.randint(1, 2 * LIMIT // n + 1)
        start = rng.randint(-LIMIT, LIMIT - step * n + 1)
        a = start + step * np.arange(n)
        a[rng.randint(0, n, size=n // 50)] = a[rng.randint(0, n, size=n // 50)]
        a = a[rng.permutation(n)]
    elif shape == "few":
        pool = rng.randint(-LIMIT, LIMIT + 1, size=20)
        a = pool[rng.randint(0, 20, size=n)]
    elif shape == "descending":
        a = np.sort(rng.randint(-LIMIT, LIMIT + 1, size=n))[::-1].copy()
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
