"""Tests for range_sum_count.

Values are integers in [-10^9, 10^9]; the bounds lo <= hi are 64-bit. Trying every
subarray costs n(n+1)/2 steps whatever the values, so the shapes only guard the answer
and the shortcuts of the fast class:
* `random`: random values of both signs (non-negative values would let two pointers count
  in O(n) time and O(1) space; every row test mixes signs). The bounds are a window of
  `width` around a random centre, scaled to the spread of the prefix sums, so the answer
  is a sizeable fraction of all pairs.
* `small`: values in [-3, 3]: millions of equal prefix sums, ties for the merge's two
  pointers, with lo = hi.
* `extreme`: values +-10^9 only, sums far beyond 32 bits; the bounds are wide, so about
  every subarray counts (an answer beyond 2^32 at n = 10^5).
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def generate(rng: np.random.RandomState, n: int, shape: str, *, width: float = 0.5) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(-TOP, TOP + 1, size=n)
    elif shape == "small":
        a = rng.randint(-3, 4, size=n)
    elif shape == "extreme":
        a = np.where(rng.rand(n) < 0.5, -TOP, TOP)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    prefix = np.concatenate([[0], np.cumsum(a.astype(np.int64))])
    spread = int(prefix.max() - prefix.min())
    if shape == "small":
        lo = hi = int(rng.randint(-2, 3))
    elif shape == "extreme":
        lo, hi = -spread, spread
    else:
        centre = int(rng.randint(-spread // 4, spread // 4 + 1))
        half = int(spread * width / 2)
        lo, hi = centre - half, centre + half
    return {"a": a.astype(np.int64), "lo": lo, "hi": hi}
