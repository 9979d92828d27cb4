"""Tests for min_taps.

Opening taps greedily without the array costs a scan of all n + 1 taps per opened tap,
n times the answer; the dynamic programming over points (dominated) costs the sum of the
ranges. The rows therefore mix the two worst cases:

* `short`: ranges in [1, k] (every point watered): the answer is about n / (2k) or more,
  so the rescanning greedy is quadratic.
* `mixed`: short ranges, with a fraction `wide` of the taps reaching up to `reach` * n:
  the answer stays in the thousands while the DP pays for the wide taps, and scanning only
  taps within the largest range of the watered point does not escape quadratic time.
* `edge` (any shape): the last tap reaches back `edge` * n: it waters only the end of the
  garden, yet a greedy that scans just the taps within the largest range of the watered
  point scans 2 * edge * n taps per step.
* `wide`: ranges uniform in [0, n]: a few taps suffice (cheap for the greedy), the DP is
  quadratic.
* `gap`: short ranges but one stretch of `gap` points near the end is left dry, so the
  answer is -1 after almost all of the greedy's steps.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, shape: str, *, k: int = 2, wide: float = 0.001,
             reach: float = 0.1, gap: int = 3, edge: float = 0.0) -> dict[str, Any]:
    if shape in ("short", "mixed", "gap"):
        ranges = rng.randint(1, k + 1, size=n + 1)
        if shape == "mixed":
            big = rng.random_sample(n + 1) < wide
            ranges[big] = rng.randint(1, max(2, int(reach * n)) + 1, size=int(big.sum()))
        if shape == "gap":
            at = n - n // 20
            ranges[at - gap - k : at + gap + k + 1] = 0
            # nothing may reach across the dry stretch [at - gap, at + gap]
            idx = np.arange(n + 1)
            lo, hi = at - gap, at + gap
            bad = ((idx < lo) & (idx + ranges > lo)) | ((idx > hi) & (idx - ranges < hi))
            ranges[bad] = np.where(idx[bad] < lo, lo - idx[bad], idx[bad] - hi)
    elif shape == "wide":
        ranges = rng.randint(0, n + 1, size=n + 1)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if edge:
        ranges[n] = max(ranges[n], int(edge * n))
    return {"n": n, "ranges": ranges.astype(np.int64)}
