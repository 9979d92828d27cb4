"""Tests for dot_product_quadruples.

Four lists of n points with coordinates in [0, p), p = 10^9 + 7. `shape` chooses them:
`uniform` draws every coordinate over [0, p) (few matches, products near 2^60); `small`
draws coordinates from [0, r) so that the dot products (below 2 r^2 < p) repeat often and
the answer is large; `planted` is uniform with `plant` quadruples forced to match (d[l]
solved from a[i], b[j], c[k]); `lines` puts every point of c and d on a few rays through the
origin (multiples of a few directions), so that many values repeat in a structured way.
"""

from __future__ import annotations

from typing import Any

import numpy as np

P = 1_000_000_007


def _points(rng: np.random.RandomState, n: int, hi: int) -> list[list[int]]:
    xs = rng.randint(0, hi, size=(n, 2), dtype=np.int64)
    return [[int(x), int(y)] for x, y in xs]


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform", r: int = 40,
             plant: int = 20) -> dict[str, Any]:
    if shape == "small":
        a, b, c, d = (_points(rng, n, r) for _ in range(4))
    elif shape in ("uniform", "planted"):
        a, b, c, d = (_points(rng, n, P) for _ in range(4))
        if shape == "planted":
            for _ in range(plant):
                i, j, k, m = (int(v) for v in rng.randint(0, n, size=4))
                t = (a[i][0] * b[j][0] + a[i][1] * b[j][1]) % P
                x, y = c[k]
                if y == 0:
                    continue
                d0 = int(rng.randint(0, P))
                # solve x * d0 + y * d1 = t (mod p) for d1
                d1 = (t - x * d0) * pow(y, P - 2, P) % P
                d[m] = [d0, d1]
    elif shape == "lines":
        a, b = _points(rng, n, P), _points(rng, n, P)
        dirs = _points(rng, 4, P)
        c, d = [], []
        for lst in (c, d):
            for _ in range(n):
                ux, uy = dirs[int(rng.randint(0, 4))]
                s = int(rng.randint(1, 30))
                lst.append([ux * s % P, uy * s % P])
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "b": b, "c": c, "d": d}
