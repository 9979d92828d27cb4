"""Tests for convex_hull_area.

n points with integer coordinates in [0, 10^8], read-only, in random order. `shape` chooses them:
`convex` puts every point on the hull (a centrally symmetric polygon built from n/2 distinct
primitive edge vectors and their opposites, sorted by angle: strictly convex, h = n; the
worst case of gift wrapping), `convex_inner` keeps half the points on such a polygon and
shrinks the other half halfway to its centre (strictly inside: h = n/2), `hull` keeps h points
on such a polygon and scatters the others strictly inside (many points, few hull vertices:
gift wrapping passes, the memory of a copy is large), `uniform` draws
points in the whole square (h about log n), `dups` draws them from a 6x6 grid (duplicates,
collinear points, vertical edges), `desc` is `convex` listed by decreasing x (every point of
a left-to-right selection scan beats the buffer's largest key).
"""

from __future__ import annotations

from typing import Any

import numpy as np

CMAX = 10**8


def _convex(rng: np.random.RandomState, n: int) -> np.ndarray:
    half = max(1, (n + 1) // 2)
    lim = int(np.sqrt(half / 1.2)) + 4
    r = np.arange(-lim, lim + 1)
    dx, dy = np.meshgrid(r, r)
    dx, dy = dx.ravel(), dy.ravel()
    # one of each pair {v, -v}: dy > 0, or dy == 0 and dx > 0; primitive vectors only
    keep = ((dy > 0) | ((dy == 0) & (dx > 0))) & (np.gcd(dx, dy) == 1)
    dx, dy = dx[keep], dy[keep]
    pick = rng.choice(len(dx), size=half, replace=False)
    vx = np.concatenate([dx[pick], -dx[pick]])
    vy = np.concatenate([dy[pick], -dy[pick]])
    order = np.argsort(np.arctan2(vy, vx), kind="stable")
    px = np.cumsum(vx[order])
    py = np.cumsum(vy[order])
    pts = np.stack([px - px.min(), py - py.min()], axis=1)
    return pts[rng.permutation(len(pts))[:n]]


def generate(
    rng: np.random.RandomState, n: int, *, shape: str = "convex", h: int = 0
) -> dict[str, Any]:
    if shape in ("convex", "desc"):
        pts = _convex(rng, n)
        if shape == "desc":
            pts = pts[np.lexsort((-pts[:, 1], -pts[:, 0]))]
    elif shape == "convex_inner":
        outer = _convex(rng, n - n // 2)
        c = (outer.min(axis=0) + outer.max(axis=0)) // 2
        inner = outer[rng.randint(0, len(outer), size=n // 2)]
        inner = c + (inner - c) // 2
        pts = np.concatenate([outer, inner])
        pts = pts[rng.permutation(n)]
    elif shape == "hull":
        outer = _convex(rng, h)
        c = (outer.min(axis=0) + outer.max(axis=0)) // 2
        inner = outer[rng.randint(0, len(outer), size=n - h)]
        u = rng.uniform(0.0, 0.9, size=(n - h, 1))
        inner = c + np.floor((inner - c) * u).astype(np.int64)
        pts = np.concatenate([outer, inner])
        pts = pts[rng.permutation(n)]
    elif shape == "uniform":
        pts = rng.randint(0, CMAX + 1, size=(n, 2))
    elif shape == "dups":
        pts = rng.randint(0, 6, size=(n, 2))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    pts = pts.astype(np.int64)
    return {"x": pts[:, 0], "y": pts[:, 1]}
