"""Tests for min_max_sum_subsets.

n values and a target. `shape` chooses them: `uniform` draws the values from
[-10^9, 10^9] and sets the target to the sum of two of them (about half the values can be
a minimum), `leetcode` draws values and target from [1, 10^6] (the original's ranges),
`dups` draws values from [-5, 5] and the target from [-10, 10] (long runs of ties, many
sums equal to the target), `all` puts the target at 2*10^9 (every subset counts: the
answer is 2^n - 1), `sorted` and `descending` are uniform values in order, `skewed` draws
most values near -10^9 and a few near 10^9 with a target near 0, `geometric` spreads the
values over powers (dense near 0, sparse far away: no value bucketing is even).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape in ("uniform", "sorted", "descending", "all"):
        a = rng.randint(-VMAX, VMAX + 1, size=n).astype(np.int64)
        if shape == "sorted":
            a = np.sort(a)
        elif shape == "descending":
            a = np.sort(a)[::-1]
        if shape == "all":
            a[rng.randint(0, n, size=max(1, n // 100))] = VMAX
            target = 2 * VMAX
        else:
            i, j = rng.randint(0, n, size=2)
            target = int(a[i]) + int(a[j])
    elif shape == "leetcode":
        a = rng.randint(1, 10**6 + 1, size=n).astype(np.int64)
        target = int(rng.randint(10**5, 10**6 + 1))
    elif shape == "dups":
        a = rng.randint(-5, 6, size=n).astype(np.int64)
        target = int(rng.randint(-10, 11))
    elif shape == "skewed":
        a = rng.randint(-VMAX, -VMAX + 1000, size=n).astype(np.int64)
        high = rng.rand(n) < 0.1
        a[high] = rng.randint(VMAX - 1000, VMAX + 1, size=int(high.sum()))
        target = int(rng.randint(-1000, 1001))
    elif shape == "geometric":
        mag = np.floor(np.exp(rng.rand(n) * np.log(float(VMAX)))).astype(np.int64)
        sign = np.where(rng.rand(n) < 0.5, -1, 1)
        a = np.clip(mag * sign, -VMAX, VMAX).astype(np.int64)
        target = int(rng.randint(-1000, 1001))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "target": target}
