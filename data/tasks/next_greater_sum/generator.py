"""Tests for next_greater_sum.

Values are integers in [1, 10^9]. Scanning right from every i until a greater value costs
the distance to the next greater element (or to the end); the shapes make that quadratic
even for the O(1)-space shortcuts:
* `decreasing` (strictly, then one value above them all at the end): every scan runs to the
  end; also the monotonic stack's deepest case (n - 1 entries). Keeping the suffix maximum
  skips the final -1s, hence the big last value.
* `plateau`: one value repeated, a bigger one at the end: equal values are not greater.
* `sawtooth`: high, low, high, low, ... with the highs decreasing and the lows below all of
  them, then one value above everything. Each high's next greater element is the last one,
  n - i away, and remembering the next greater element of i + 1 (a low, whose answer is the
  next high, smaller than this one) gives no useful jump: still about n^2 / 4 steps.
* `random`: uniformly random values (answers near, cheap for everybody).
`mutations` random positions get random values, so answers are not all alike.
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def _decreasing(rng: np.random.RandomState, size: int, low: int, high: int) -> np.ndarray:
    """`size` strictly decreasing values in [low, high)."""
    step = max(1, (high - low) // max(size, 1))
    return high - 1 - np.cumsum(rng.randint(1, step + 1, size=size)) + 1


def generate(rng: np.random.RandomState, n: int, shape: str, *, mutations: int = 0) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(1, TOP + 1, size=n)
    elif shape == "decreasing":
        a = np.append(_decreasing(rng, n - 1, 2, TOP), TOP)
    elif shape == "plateau":
        a = np.append(np.full(n - 1, rng.randint(1, TOP // 2)), TOP)
    elif shape == "sawtooth":
        highs = (n - 1 + 1) // 2
        h = _decreasing(rng, highs, TOP // 2, TOP)
        low = rng.randint(1, TOP // 2, size=n - 1 - highs)
        a = np.empty(n - 1, dtype=np.int64)
        a[0::2] = h
        a[1::2] = low
        a = np.append(a, TOP)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    a = a.astype(np.int64)
    if mutations:
        a[rng.randint(0, n, size=mutations)] = rng.randint(1, TOP + 1, size=mutations)
    return {"a": a}
