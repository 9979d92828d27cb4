"""Tests for closest_pair_sum.

Trying all pairs costs n(n-1)/2 steps unless a variant stops at an exact hit, so every
generated test has an answer above 0 (with n^2/2 random sums over a range of about 4*10^15
the closest miss is about 10^7 or more away at these sizes; `few` forces a miss): `random`
(values and target uniform over -10^15..10^15), `beyond` (target above every pair sum: the
two pointers only ever move the right one, and the answer is 15 digits), `opposite` (half the
values near +10^15, half near -10^15, target near 0: sums cancel) and `few` (values from
a pool of 40, target chosen between two pair sums: heavy duplicates, each pair sum occurs
many times).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**15


def generate(rng: np.random.RandomState, n: int, shape: str) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
        target = int(rng.randint(-LIMIT, LIMIT + 1, dtype=np.int64))
    elif shape == "beyond":
        a = rng.randint(-LIMIT, LIMIT // 4, size=n, dtype=np.int64)
        target = int(rng.randint(LIMIT // 2 + 1, LIMIT + 1, dtype=np.int64))
    elif shape == "opposite":
        side = np.where(rng.randint(0, 2, size=n) == 1, 1, -1).astype(np.int64)
        a = side * (LIMIT - rng.randint(0, 10**12, size=n, dtype=np.int64))
        target = int(rng.randint(-10**9, 10**9 + 1))
    elif shape == "few":
        pool = rng.randint(-LIMIT, LIMIT + 1, size=40, dtype=np.int64)
        a = pool[rng.randint(0, 40, size=n)]
        sums = np.unique(np.add.outer(pool, pool).ravel())  # n >> 40: every pool value occurs twice
        k = rng.randint(0, len(sums) - 1)
        target = int(sums[k] + (sums[k + 1] - sums[k]) // 2)
        if target in set(sums.tolist()):
            target += 1
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64), "target": target}
