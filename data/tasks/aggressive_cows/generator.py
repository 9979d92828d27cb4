"""Tests for aggressive_cows.

n distinct read-only positions in 0..2*10^9 and a number of balls c. `shape` chooses the
positions: `uniform` (distinct uniform values, shuffled); `descending` (the same values in
falling order); `clustered` (a few dozen dense clusters far apart, shuffled: the answer
sits on the gaps between clusters); `even` (an arithmetic progression with small jitter,
shuffled: many balls fall exactly d apart). `c` is the number of balls, or `c_frac`, a
fraction of n.
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 2 * 10**9


def _distinct(rng: np.random.RandomState, n: int, lo: int, hi: int) -> np.ndarray:
    """n distinct values in lo..hi, sorted."""
    vals = np.unique(rng.randint(lo, hi + 1, size=n + n // 8 + 16, dtype=np.int64))
    while len(vals) < n:
        more = rng.randint(lo, hi + 1, size=n, dtype=np.int64)
        vals = np.unique(np.concatenate([vals, more]))
    return np.delete(vals, rng.choice(len(vals), size=len(vals) - n, replace=False))


def generate(
    rng: np.random.RandomState,
    n: int,
    c: int = 0,
    *,
    c_frac: float = 0.0,
    shape: str = "uniform",
) -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        x = _distinct(rng, n, 0, VMAX)
    elif shape == "clustered":
        k = 40
        centres = _distinct(rng, k, 0, VMAX - 10**7)
        spread = max(10 * n // k, 1000)
        x = np.unique((centres[rng.randint(0, k, size=2 * n)] + rng.randint(0, spread, size=2 * n)).astype(np.int64))
        x = np.delete(x, rng.choice(len(x), size=len(x) - n, replace=False))
    elif shape == "even":
        step = VMAX // n
        x = np.arange(n, dtype=np.int64) * step + rng.randint(0, max(step // 50, 1), size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    x = x[::-1] if shape == "descending" else x[rng.permutation(n)]
    balls = c if c else max(2, int(n * c_frac))
    return {"x": x.astype(np.int64), "c": int(min(balls, n))}
