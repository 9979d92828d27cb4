"""Tests for two_edge_paths.

A multigraph of n vertices (0..n-1) and m edges u[i]-v[i] with u[i] != v[i], read-only.
`shape` chooses the edges: `uniform` draws both endpoints uniformly (degrees near 2m/n),
`hubs` sends half of the endpoints to 16 hub vertices (degrees near m/16: answers far above
2^31), `star` joins vertex 0 to every edge's other end (one vertex of degree m: C(m, 2)),
`parallel` draws every edge among 40 vertices (many parallel edges, each shared pair of
endpoints counted twice), `top` draws the endpoints from the last 3000 ids (the last,
partial block of a blocked count; vertices 0..n-3001 isolated).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _other(rng: np.random.RandomState, a: np.ndarray, lo: int, n: int) -> np.ndarray:
    """A second endpoint in lo..n-1 different from a (uniform over the other n-lo-1 ids)."""
    k = n - lo
    return lo + (a - lo + rng.randint(1, k, size=a.size)) % k


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        u = rng.randint(0, n, size=m)
        v = _other(rng, u, 0, n)
    elif shape == "hubs":
        hubs = rng.choice(n, size=16, replace=False)
        u = np.where(rng.rand(m) < 0.5, hubs[rng.randint(0, 16, size=m)], rng.randint(0, n, size=m))
        v = _other(rng, u, 0, n)
    elif shape == "star":
        u = np.zeros(m, dtype=np.int64)
        v = rng.randint(1, n, size=m)
        swap = rng.rand(m) < 0.5
        u, v = np.where(swap, v, u), np.where(swap, u, v)
    elif shape == "parallel":
        lo = n - 40 if n > 40 else 0
        u = rng.randint(lo, n, size=m)
        v = _other(rng, u, lo, n)
    elif shape == "top":
        lo = max(0, n - 3000)
        u = rng.randint(lo, n, size=m)
        v = _other(rng, u, lo, n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"n": int(n), "u": u.astype(np.int64), "v": v.astype(np.int64)}
