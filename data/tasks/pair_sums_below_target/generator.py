"""Tests for pair_sums_below_target.

n values in [-10^9, 10^9] and a target. `shape` chooses them: `uniform` draws the values
uniformly and sets the target to the sum of two of them (about half the pairs count),
`dups` draws the values from [-5, 5] and the target from [-10, 10] (many pair sums equal
to the target: strictly below is not at most), `all` puts the target at 2*10^9 (every pair
but those of two 10^9 values counts: counts far beyond 32 bits), `sorted` and
`descending` are uniform values in increasing and decreasing order, `skewed` draws most
values near -10^9 and a few near 10^9 with a target near 0 (the two pointers move
unevenly).
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
    elif shape == "dups":
        a = rng.randint(-5, 6, size=n).astype(np.int64)
        target = int(rng.randint(-10, 11))
    elif shape == "skewed":
        a = rng.randint(-VMAX, -VMAX + 1000, size=n).astype(np.int64)
        high = rng.rand(n) < 0.1
        a[high] = rng.randint(VMAX - 1000, VMAX + 1, size=int(high.sum()))
        target = int(rng.randint(-1000, 1001))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "target": target}
