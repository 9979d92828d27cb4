"""Tests for min_arrows.

The greedy without sorting scans all n balloons once per arrow, so its cost is n times the
answer: the rows' tests are built to need many arrows.

* `groups`: the line is cut into `groups` disjoint slots, each slot holds a random number of
  balloons that all contain the slot's middle and stay inside the slot: the answer is the
  number of non-empty slots (about `groups`). Balloons are shuffled, so no input order helps.
* `random`: balloons of random lengths up to `length` anywhere in the 32-bit range: the
  answer is close to the number of balloons when lengths are short.
* `ladder`: balloon i covers [2i, 2i + 2] (shuffled): neighbours touch at one point, so the
  answer is about n / 2; treating the end point as open doubles it.
* `nested`: every balloon contains 0 (the answer is 1): cheap for everyone, checks answers.
All shapes use the full signed 32-bit range, so comparing ends by subtraction overflows.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LO, HI = -(2**31), 2**31 - 1


def generate(rng: np.random.RandomState, n: int, shape: str, *, groups: int = 100,
             length: int = 1000) -> dict[str, Any]:
    if shape == "groups":
        bounds = np.linspace(LO, HI, groups + 1).astype(np.int64)
        slot = rng.randint(0, groups, size=n)
        lo, hi = bounds[slot] + 1, bounds[slot + 1] - 1
        mid = (lo + hi) // 2
        x1 = lo + (rng.random_sample(n) * (mid - lo + 1)).astype(np.int64)
        x2 = mid + (rng.random_sample(n) * (hi - mid + 1)).astype(np.int64)
        x1, x2 = np.minimum(x1, mid), np.clip(x2, mid, hi)
    elif shape == "random":
        size = rng.randint(0, length + 1, size=n)
        x1 = LO + (rng.random_sample(n) * (2**32 - length)).astype(np.int64)
        x2 = x1 + size
    elif shape == "ladder":
        base = LO + rng.randint(0, 2**31)
        x1 = base + 2 * np.arange(n, dtype=np.int64)
        x2 = x1 + 2
    elif shape == "nested":
        x1 = (rng.random_sample(n) * LO).astype(np.int64)
        x2 = (rng.random_sample(n) * HI).astype(np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    points = np.stack([x1, x2], axis=1).astype(np.int64)
    assert points.min() >= LO and points.max() <= HI and (points[:, 0] <= points[:, 1]).all()
    return {"points": points[rng.permutation(n)]}
