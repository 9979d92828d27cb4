"""Tests for divisible_subarrays_disjoint.

An array of n values in [-10^9, 10^9] and a modulus k. `shape` chooses them: `none` draws
the values uniformly and k in [10^17, 10^18], so that no two prefix sums collide modulo k
(the answer is 0 and the greedy never cuts: the worst case of a rescan from the last cut);
`planted` draws k in [5*10^8, 10^9] and plants `cuts` short subarrays (length 1..40, the
last value chosen to make the sum a multiple of k, positive or negative) at random right
ends, so that the segments between cuts are long (chance collisions add a few more cuts);
`small` draws k in [1, kmax], so that by pigeonhole a cut comes at least every k positions.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "none", cuts: int = 5,
             kmax: int = 50) -> dict[str, Any]:
    a = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
    if shape == "none":
        k = int(rng.randint(10**17, 10**18 + 1, dtype=np.int64))
    elif shape == "planted":
        k = int(rng.randint(5 * 10**8, LIMIT + 1))
        ends = np.sort(rng.choice(np.arange(41, n + 1), size=min(cuts, n - 40), replace=False))
        for r in ends:
            length = int(rng.randint(1, 41))
            partial = int(a[r - length:r - 1].sum())
            v = (-partial) % k
            if rng.randint(2) and v > 0:
                v -= k
            a[r - 1] = v
    elif shape == "small":
        k = int(rng.randint(1, kmax + 1))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "k": k}
