"""Tests for longest_increasing_subsequence.

The shapes differ in the answer L and in where patience sorting's binary search lands,
which is what separates the O(n log n) class from the slower ones:

* random: values over the whole int range; L is about 2*sqrt(n).
* increasing: strictly increasing, L = n; every element extends the longest run, so a
  linear scan of the tails from the front costs O(n^2).
* decreasing: random values sorted in non-increasing order, L = 1.
* small-range: values in [0, k); L is at most k (and about k for n >> k).
* plateaus: non-decreasing runs of equal values, L = the number of distinct values; an
  answer for non-decreasing subsequences would be n.
* two-runs: the even values 0, 2, 4, ... then the odd values 1, 3, 5, ... (shifted to
  the bottom of the int range): L = n/2 + 1, and the second half replaces tails in the
  middle of a long array, so a linear scan from either end costs O(n^2).
* noisy: an increasing trend plus noise wider than its step; L is a large fraction of n
  and elements land anywhere near the top of the tails.
"""

from __future__ import annotations

from typing import Any

import numpy as np

INT_MIN, INT_MAX = -(2**31), 2**31 - 1


def _increasing(rng: np.random.RandomState, n: int) -> np.ndarray:
    """Strictly increasing, from INT_MIN, with random gaps that keep it inside int."""
    widest = max(1, (INT_MAX - INT_MIN) // max(1, n))
    return INT_MIN + np.cumsum(rng.randint(1, widest + 1, size=n), dtype=np.int64) - 1


def generate(rng: np.random.RandomState, n: int, kind: str = "random", *, k: int = 100,
             noise: int = 64) -> dict[str, Any]:
    """`k`: the value range of small-range and the number of values of plateaus;
    `noise`: the noise width of noisy, in steps of its trend."""
    if kind == "random":
        a = rng.randint(INT_MIN, INT_MAX + 1, size=n, dtype=np.int64)
    elif kind == "increasing":
        a = _increasing(rng, n)
    elif kind == "decreasing":
        a = np.sort(rng.randint(INT_MIN, INT_MAX + 1, size=n, dtype=np.int64))[::-1]
    elif kind == "small-range":
        a = rng.randint(0, k, size=n)
    elif kind == "plateaus":
        a = np.sort(rng.randint(-k // 2, k - k // 2, size=n))
    elif kind == "two-runs":
        half = (n + 1) // 2
        a = INT_MIN + np.concatenate([2 * np.arange(half), 2 * np.arange(n - half) + 1])
    elif kind == "noisy":
        a = np.arange(n, dtype=np.int64) * 8 + rng.randint(0, 8 * noise, size=n)
    else:
        raise ValueError(f"unknown kind {kind!r}")
    return {"a": np.ascontiguousarray(a, dtype=np.int64)}
