"""Tests for subarray_distinct_total.

n values in 0..10^9, read-only. `shape` chooses them:
- `uniform` draws them independently (nearly all distinct: a rescan for the previous copy
  runs back to the start almost every time);
- `distinct` draws n distinct values (no copies at all; a hash map holds n keys);
- `pieces` cuts the array into runs of random length (mean `mean`) whose values (about
  length/`dup` of them per run) repeat only inside their run (previous copies are near),
  values scrambled by a bijection so their order says nothing about positions;
- `pairs` copies a fraction `frac` of n distinct values up to `gap` positions ahead;
- `dense` draws from 0..vmax-1 (default n/2: copies about n/2 apart on average).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9
MASK29 = (1 << 29) - 1


def _scramble(v: np.ndarray, rng: np.random.RandomState) -> np.ndarray:
    # an odd multiplier modulo 2^29 is a bijection of 0..2^29-1 (< 10^9)
    mult = int(rng.randint(1 << 20, 1 << 28)) * 2 + 1
    return (v.astype(np.int64) * mult) & MASK29


def _distinct(n: int, rng: np.random.RandomState) -> np.ndarray:
    # n distinct values below 2^29 in random order
    step = (1 << 29) // n
    return _scramble(rng.permutation(n).astype(np.int64) * step + rng.randint(0, step, size=n), rng)


def generate(
    rng: np.random.RandomState,
    n: int,
    *,
    shape: str = "uniform",
    mean: int = 8,
    gap: int = 40,
    frac: float = 0.3,
    vmax: int = 0,
    dup: int = 2,
) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(0, VMAX + 1, size=n).astype(np.int64)
    elif shape == "distinct":
        a = _distinct(n, rng)
    elif shape == "pieces":
        lengths = rng.geometric(1.0 / mean, size=n)
        starts = np.cumsum(lengths) - lengths
        k = int(np.searchsorted(starts, n))  # runs that begin inside the array
        pid = np.repeat(np.arange(k), lengths[:k])[:n]
        span = np.minimum(np.maximum(lengths[:k] // dup, 1), 2047)[pid]
        local = (rng.random_sample(n) * span).astype(np.int64)
        a = _scramble(pid.astype(np.int64) * 2048 + local, rng)
    elif shape == "pairs":
        a = _distinct(n, rng)
        src = np.nonzero(rng.random_sample(n) < frac)[0]
        dst = src + rng.randint(1, gap + 1, size=src.size)
        keep = dst < n
        a[dst[keep]] = a[src[keep]]
    elif shape == "dense":
        a = rng.randint(0, vmax or max(1, n // 2), size=n).astype(np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a}
