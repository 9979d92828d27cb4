"""Tests for same_island_queries.

A grid of `rows` x `cols` cells, '1' land and '0' water, and q queries, each two land cells
drawn uniformly at random among the land cells. `shape` chooses the grid:

* `maze`: a binary-tree maze (every lattice cell (2i, 2j) is land and opens a passage north
  or east at random; the top row runs east, the right column north), a spanning tree of
  corridors one cell wide, then `cuts` random passages closed (the tree falls apart into
  `cuts` + 1 islands, one of them usually large) and `loops` random walls between two
  lattice cells opened (cycles, holes, merges). An island of a tree maze has a contour of
  about twice its cells, so tracing a contour costs about its size;
* `random`: every cell land with probability `density` (about 0.6 is just above the
  percolation threshold 0.593: one large ragged island full of holes, many small ones);
* `stripes`: full-width land rows every other row, joined at alternating ends by
  `cuts`-free connectors (a serpentine of one island) with `loops` random extra cells.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _maze(rng: np.random.RandomState, rows: int, cols: int, cuts: int, loops: int) -> np.ndarray:
    g = np.zeros((rows, cols), dtype=np.uint8)
    h, w = (rows + 1) // 2, (cols + 1) // 2
    g[0::2, 0::2] = 1
    north = rng.randint(0, 2, size=(h, w)).astype(bool)
    north[0, :] = False
    north[:, w - 1] = True
    north[0, w - 1] = False
    east = ~north
    east[0, w - 1] = False
    ii, jj = np.nonzero(north)
    g[2 * ii - 1, 2 * jj] = 1
    ii, jj = np.nonzero(east)
    g[2 * ii, 2 * jj + 1] = 1
    passages = np.zeros_like(g, dtype=bool)
    passages[1::2, 0::2] = True
    passages[0::2, 1::2] = True
    opened = np.flatnonzero((g == 1) & passages)
    if cuts and len(opened):
        g.flat[rng.choice(opened, size=min(cuts, len(opened)), replace=False)] = 0
    closed = np.flatnonzero((g == 0) & passages)
    if loops and len(closed):
        g.flat[rng.choice(closed, size=min(loops, len(closed)), replace=False)] = 1
    return g


def _stripes(rng: np.random.RandomState, rows: int, cols: int, loops: int) -> np.ndarray:
    g = np.zeros((rows, cols), dtype=np.uint8)
    g[0::2, :] = 1
    for r in range(1, rows, 2):
        g[r, cols - 1 if (r // 2) % 2 == 0 else 0] = 1
    if loops:
        g.flat[rng.randint(0, rows * cols, size=loops)] = 1
    return g


def generate(rng: np.random.RandomState, rows: int, cols: int, q: int, *, shape: str = "maze",
             cuts: int = 30, loops: int = 10, density: float = 0.6) -> dict[str, Any]:
    if shape == "maze":
        g = _maze(rng, rows, cols, cuts, loops)
    elif shape == "random":
        g = (rng.random_sample((rows, cols)) < density).astype(np.uint8)
    elif shape == "stripes":
        g = _stripes(rng, rows, cols, loops)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    land = np.flatnonzero(g)
    if len(land) == 0:
        g[0, 0] = 1
        land = np.flatnonzero(g)
    a = land[rng.randint(0, len(land), size=q)]
    b = land[rng.randint(0, len(land), size=q)]
    queries = np.stack([a // cols, a % cols, b // cols, b % cols], axis=1)
    grid = ["".join("1" if x else "0" for x in row) for row in g.tolist()]
    return {"grid": grid, "queries": queries.tolist()}
