"""Tests for points_in_rectangles.

Points are [x, y] and rectangles [x1, y1, x2, y2] (x1 <= x2, y1 <= y2), coordinates within
[-10^9, 10^9] (`span` smaller for many ties). Testing every point against every rectangle
costs n*q whatever the shapes; the shapes are there so that the shortcuts which keep
O(n) memory but not the sweep's time bound (sort a copy of the points by x, or by y, and
scan only the rectangle's range; a k-d tree) still scan most of the points:

* `random`: rectangles with random corners (about a third of each axis on average).
* `rows`: each rectangle spans the whole x range and a thin band of y, so a copy sorted by
  x gains nothing; `cols` is the same turned by 90 degrees (whole y, thin x).
* `cross`: half `rows`, half `cols`, so neither axis is a safe one to sort by.
* `cover`: every rectangle contains almost every point, so the answer is close to n*q,
  beyond 2^31 at the larger scale.

`span` < 10^9 draws coordinates from [-span, span], so many points share an x or a y
and many lie exactly on rectangle edges (closed boundaries). `dup` > 0 makes that share
of the points copies of other points.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _sorted_pairs(rng: np.random.RandomState, lo: int, hi: int, size: int) -> tuple[np.ndarray, np.ndarray]:
    u = rng.randint(lo, hi + 1, size=size).astype(np.int64)
    v = rng.randint(lo, hi + 1, size=size).astype(np.int64)
    return np.minimum(u, v), np.maximum(u, v)


def _band(rng: np.random.RandomState, span: int, size: int, width: int) -> tuple[np.ndarray, np.ndarray]:
    lo = rng.randint(-span, span + 1, size=size).astype(np.int64)
    hi = np.minimum(lo + rng.randint(0, width + 1, size=size), span)
    return lo, hi


def generate(rng: np.random.RandomState, n: int, q: int, shape: str = "random", *, span: int = LIMIT,
             dup: float = 0.0) -> dict[str, Any]:
    pts = rng.randint(-span, span + 1, size=(n, 2)).astype(np.int64)
    if dup > 0 and n > 1:
        k = int(n * dup)
        pts[rng.randint(0, n, size=k)] = pts[rng.randint(0, n, size=k)]
    # a thin band holds about sqrt(n) points of the other axis' order
    width = max(0, int(2 * span / max(1, n) * np.sqrt(n)))
    rects = np.empty((q, 4), dtype=np.int64)
    if shape == "random":
        rects[:, 0], rects[:, 2] = _sorted_pairs(rng, -span, span, q)
        rects[:, 1], rects[:, 3] = _sorted_pairs(rng, -span, span, q)
    elif shape in ("rows", "cols", "cross"):
        full_lo = rng.randint(-LIMIT, -span + 1, size=q)
        full_hi = rng.randint(span, LIMIT + 1, size=q)
        band_lo, band_hi = _band(rng, span, q, width)
        is_row = np.full(q, shape == "rows") if shape != "cross" else rng.random_sample(q) < 0.5
        rects[:, 0] = np.where(is_row, full_lo, band_lo)
        rects[:, 2] = np.where(is_row, full_hi, band_hi)
        rects[:, 1] = np.where(is_row, band_lo, full_lo)
        rects[:, 3] = np.where(is_row, band_hi, full_hi)
    elif shape == "cover":
        inset = max(1, span // 1000)
        rects[:, 0] = -span + rng.randint(0, inset + 1, size=q)
        rects[:, 1] = -span + rng.randint(0, inset + 1, size=q)
        rects[:, 2] = span - rng.randint(0, inset + 1, size=q)
        rects[:, 3] = span - rng.randint(0, inset + 1, size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"points": pts, "rects": rects}
