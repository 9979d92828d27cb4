"""Tests for closest_pair_points.

Every pairwise method costs n(n-1)/2 distances whatever the points, so the shapes defeat
the shortcuts instead, while keeping the answer above 0 (distinct points: generated
points are deduplicated and topped up):

* `uniform`: random points over the whole square [-10^9, 10^9]^2.
* `vstrip`: x within [0, `width`], y over the whole range, so a scan over a copy sorted
  by x that stops once the x gap alone exceeds the best distance never stops (O(n^2));
  `hstrip` is the same turned by 90 degrees, against the same scan sorted by y.
* `cluster`: all but `outliers` points in a box of side `side` around a random centre,
  the outliers spread over the whole range, so a grid whose cell size comes from the
  bounding box puts the cluster into a handful of cells (O(n^2) comparisons there).
* `lattice`: a jittered square lattice; `jitter` = 0 gives a perfect lattice where
  every point has up to four neighbours at the minimum distance (ties everywhere).

The values of the large rows exceed 2^31 in coordinate differences (`uniform`,
outliers) so 32-bit differences overflow.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _distinct(rng: np.random.RandomState, n: int, draw) -> np.ndarray:
    pts = np.unique(draw(n), axis=0)
    while len(pts) < n:
        pts = np.unique(np.concatenate([pts, draw(n - len(pts))]), axis=0)
    pts = pts[:n]
    return pts[rng.permutation(n)]


def generate(rng: np.random.RandomState, n: int, shape: str = "uniform", *, width: int = 100,
             side: int = 0, outliers: int = 10, jitter: int = 0) -> dict[str, Any]:
    full = lambda k: rng.randint(-LIMIT, LIMIT + 1, size=(k, 2))  # noqa: E731
    if shape == "uniform":
        pts = _distinct(rng, n, full)
    elif shape in ("vstrip", "hstrip"):
        def strip(k: int) -> np.ndarray:
            out = full(k)
            out[:, 0] = rng.randint(0, width + 1, size=k)
            return out if shape == "vstrip" else out[:, ::-1].copy()
        pts = _distinct(rng, n, strip)
    elif shape == "cluster":
        side = side or 4 * n
        centre = rng.randint(-LIMIT // 2, LIMIT // 2, size=2)
        inner = _distinct(rng, n - outliers, lambda k: centre + rng.randint(0, side + 1, size=(k, 2)))
        pts = np.concatenate([inner, full(outliers)])
        pts = np.unique(pts, axis=0)
        while len(pts) < n:  # an outlier hit the cluster: draw again
            pts = np.unique(np.concatenate([pts, full(n - len(pts))]), axis=0)
        pts = pts[rng.permutation(n)]
    elif shape == "lattice":
        k = int(np.ceil(np.sqrt(n)))
        step = (2 * LIMIT) // (k + 1)
        cells = rng.choice(k * k, size=n, replace=False)
        pts = np.stack([cells // k, cells % k], axis=1) * step - LIMIT + step // 2
        if jitter:
            pts = pts + rng.randint(-jitter, jitter + 1, size=pts.shape)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"points": np.asarray(pts, dtype=np.int64)}
