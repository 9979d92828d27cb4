"""Tests for maximal_points_count.

n points (x_i, y_i), 0 <= x, y <= 10^9, read-only. `shape` chooses them:
`staircase` puts most points on one falling staircase (distinct x rising while y falls: every
one of them maximal) and mixes in exact copies of staircase points (maximal too), points
straight below a staircase point (same x, smaller y) and points straight left of one (same y,
smaller x), both dominated by exactly one point value; `layers` keeps one staircase of n / layers
points and fills the rest with points a few units down and left of staircase points (only
the staircase is maximal); `uniform` draws coordinates independently (a handful of
maxima); `small` draws them from 0..20 (duplicates and ties everywhere). The points are
shuffled. Worst cases: a check that stops at a point's first dominator still scans every
point for each maximal one, so staircase inputs make the pairwise check quadratic.
"""

from __future__ import annotations

from typing import Any

import numpy as np

CMAX = 10**9


def _stairs(rng: np.random.RandomState, m: int, step: int) -> tuple[np.ndarray, np.ndarray]:
    xs = np.cumsum(rng.randint(1, step + 1, size=m))
    ys = np.cumsum(rng.randint(1, step + 1, size=m))[::-1]
    return xs, ys


def generate(rng: np.random.RandomState, n: int, *, shape: str = "staircase", layers: int = 4) -> dict[str, Any]:
    if shape == "staircase":
        m = max(1, n - 3 * (n // 15))
        xs, ys = _stairs(rng, m, 3000)
        k = (n - m) // 3
        extra = n - m - 2 * k
        pick = rng.randint(0, m, size=n - m)
        ex, ey = xs[pick].copy(), ys[pick].copy()
        # copies (maximal), below (same x, smaller y), left (same y, smaller x)
        ey[extra:extra + k] -= rng.randint(1, 3, size=k)
        ex[extra + k:] -= rng.randint(1, 3, size=k)
        x = np.concatenate([xs, ex])
        y = np.concatenate([ys, ey])
    elif shape == "layers":
        m = max(1, n // layers)
        xs, ys = _stairs(rng, m, 3000)
        pick = rng.randint(0, m, size=n - m)
        dx = rng.randint(0, 6, size=n - m)
        dy = rng.randint(0, 6, size=n - m)
        dy[(dx == 0) & (dy == 0)] = 1
        x = np.concatenate([xs, xs[pick] - dx])
        y = np.concatenate([ys, ys[pick] - dy])
    elif shape == "uniform":
        x = rng.randint(0, CMAX + 1, size=n)
        y = rng.randint(0, CMAX + 1, size=n)
    elif shape == "small":
        x = rng.randint(0, 21, size=n)
        y = rng.randint(0, 21, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    order = rng.permutation(n)
    x = np.clip(x[order], 0, CMAX)
    y = np.clip(y[order], 0, CMAX)
    return {"x": x.astype(np.int64), "y": y.astype(np.int64)}
