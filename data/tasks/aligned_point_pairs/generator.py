"""Tests for aligned_point_pairs.

n points with coordinates in -10^9..10^9, read-only. x takes `dx` distinct values and y
`dy` (defaults about n/4: groups of a few points on each vertical and horizontal line),
each drawn from random values spread over the whole range, so no counting array fits.
`shape` chooses the layout:
- `uniform`: x and y drawn independently from their values (some points coincide when
  dx * dy is small);
- `descending`: the uniform points listed in decreasing (x, y) order (a scan that keeps the
  smallest keys seen so far must take every key it meets);
- `distinct`: n distinct x and n distinct y (answer 0 up to rare collisions of the random
  values);
- `stacked`: a fraction `frac` of the points copied onto earlier points (many coinciding
  points, which count once, not twice).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIM = 10**9


def _values(d: int, rng: np.random.RandomState) -> np.ndarray:
    # d distinct values spread over -10^9..10^9, in random order
    v = np.unique(rng.randint(-LIM, LIM + 1, size=2 * d + 16).astype(np.int64))
    return rng.permutation(v)[:d]


def generate(
    rng: np.random.RandomState,
    n: int,
    *,
    shape: str = "uniform",
    dx: int = 0,
    dy: int = 0,
    frac: float = 0.3,
) -> dict[str, Any]:
    if shape == "distinct":
        dx = dy = n
    dx = dx or max(1, n // 4)
    dy = dy or max(1, n // 4)
    vx = _values(dx, rng)
    vy = _values(dy, rng)
    if shape == "distinct":
        x = rng.permutation(vx)
        y = rng.permutation(vy)
    else:
        x = vx[rng.randint(0, vx.size, size=n)]
        y = vy[rng.randint(0, vy.size, size=n)]
    if shape == "descending":
        order = np.lexsort((y, x))[::-1]
        x, y = x[order], y[order]
    elif shape == "stacked":
        dst = np.nonzero(rng.random_sample(n) < frac)[0]
        dst = dst[dst > 0]
        src = (rng.random_sample(dst.size) * dst).astype(np.int64)
        x[dst] = x[src]
        y[dst] = y[src]
    elif shape not in ("uniform", "distinct"):
        raise ValueError(f"unknown shape {shape!r}")
    return {"x": x.astype(np.int64), "y": y.astype(np.int64)}
