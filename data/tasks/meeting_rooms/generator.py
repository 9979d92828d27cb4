"""Tests for meeting_rooms.

Counting, for every start time, the meetings open at that moment costs n^2 steps on every
input, so any shape is a worst case for the O(1)-space class; the shapes differ in what
they check and in how they stress the sweep:

* `random`: n meetings with random starts in [0, 10^9) and lengths up to `length`
  (a fraction of 10^9): about n * length meetings overlap at a time.
* `chains`: `k` chains of back-to-back meetings (each ends exactly when the next begins),
  shuffled: the answer is k, and counting an end and a start at the same time in the
  wrong order gives up to 2k.
* `nested`: every meeting contains the middle of the day (the answer is n), with ends at
  10^9 so that 2 * time overflows 32 bits.
* `grid`: starts and ends among `values` distinct times, so most times are shared by many
  meetings (ties between ends and starts everywhere).
"""

from __future__ import annotations

from typing import Any

import numpy as np

DAY = 10**9


def _distinct(rng: np.random.RandomState, lo: int, hi: int, size: int) -> np.ndarray:
    """`size` distinct sorted integers in [lo, hi) (hi - lo far larger than size)."""
    got = np.unique(rng.randint(lo, hi, size=size))
    while len(got) < size:
        got = np.unique(np.concatenate([got, rng.randint(lo, hi, size=size - len(got))]))
    return got


def generate(rng: np.random.RandomState, n: int, shape: str, *, length: float = 0.001, k: int = 3,
             values: int = 1000) -> dict[str, Any]:
    if shape == "random":
        longest = max(1, int(DAY * length))
        size = rng.randint(1, longest + 1, size=n)
        start = rng.randint(0, DAY - size + 1)
    elif shape == "chains":
        start = np.empty(n, dtype=np.int64)
        size = np.empty(n, dtype=np.int64)
        for c, part in enumerate(np.array_split(np.arange(n), k)):
            cuts = _distinct(rng, 1, DAY, len(part))
            cuts[0] = 0 if c % 2 == 0 else cuts[0]
            bounds = np.append(cuts, DAY)
            start[part] = bounds[:-1]
            size[part] = np.diff(bounds)
        order = rng.permutation(n)
        start, size = start[order], size[order]
    elif shape == "nested":
        start = rng.randint(0, DAY // 2, size=n)
        size = DAY - start
    elif shape == "grid":
        times = _distinct(rng, 0, DAY + 1, values)
        a = rng.randint(0, values, size=n)
        b = rng.randint(0, values, size=n)
        b = np.where(a == b, np.where(b + 1 < values, b + 1, b - 1), b)
        lo, hi = np.minimum(a, b), np.maximum(a, b)
        start, size = times[lo], times[hi] - times[lo]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    start = np.asarray(start, dtype=np.int64)
    end = start + np.asarray(size, dtype=np.int64)
    return {"start": start, "end": end}
