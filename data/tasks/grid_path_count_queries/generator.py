"""Tests for grid_path_count_queries.

The queries are forced online: the cell asked for depends on the previous answer, so the
generator computes the whole table of path counts (one vectorised segmented prefix sum per
row) and encodes the cells it wants. `region` chooses them: "high" puts i and j in the last
quarter of their ranges (the most work for a solution that recomputes per query), "random"
draws them uniformly, "edge" mixes the first and last rows and columns. `walls` adds
horizontal walls with gaps (one cell in five) (counts that vanish and revive along a row) to the random
obstacles of density `density`; the first cell is always free.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MOD = 1_000_000_007


def _blocked(rng: np.random.RandomState, n: int, m: int, density: float, walls: int) -> np.ndarray:
    blocked = rng.random_sample((n, m)) < density
    for r in rng.randint(1, max(2, n), size=walls) if n > 1 else []:
        wall = rng.random_sample(m) >= 0.2
        blocked[r] |= wall
    blocked[0, 0] = False
    return blocked


def table(blocked: np.ndarray) -> np.ndarray:
    """count[i][j] = paths from (0, 0) to (i, j) modulo MOD, moving right or down."""
    n, m = blocked.shape
    out = np.zeros((n, m), dtype=np.int64)
    up = np.zeros(m, dtype=np.int64)
    up[0] = 1
    columns = np.arange(m)
    for i in range(n):
        free = ~blocked[i]
        # a row's count is the sum of the counts above it back to the last obstacle
        c = np.cumsum(np.where(free, up, 0))
        last_wall = np.maximum.accumulate(np.where(free, -1, columns))
        before = np.where(last_wall >= 0, c[np.maximum(last_wall, 0)], 0)
        row = np.where(free, (c - before) % MOD, 0)
        out[i] = row
        up = row
    return out


def generate(rng: np.random.RandomState, n: int, m: int, q: int, *, density: float = 0.1,
             walls: int = 0, region: str = "high") -> dict[str, Any]:
    blocked = _blocked(rng, n, m, density, walls)
    counts = table(blocked)
    if region == "high":
        ci = rng.randint(n - max(1, n // 4), n, size=q)
        cj = rng.randint(m - max(1, m // 4), m, size=q)
    elif region == "random":
        ci = rng.randint(0, n, size=q)
        cj = rng.randint(0, m, size=q)
    elif region == "edge":
        ci = np.where(rng.random_sample(q) < 0.5, 0, n - 1)
        cj = rng.randint(0, m, size=q)
        swap = rng.random_sample(q) < 0.5
        ci = np.where(swap, rng.randint(0, n, size=q), ci)
        cj = np.where(swap, np.where(rng.random_sample(q) < 0.5, 0, m - 1), cj)
    else:
        raise ValueError(f"unknown region {region!r}")
    queries = np.empty((q, 2), dtype=np.int64)
    last = 0
    for k in range(q):
        i, j = int(ci[k]), int(cj[k])
        queries[k, 0] = (i - last) % n
        queries[k, 1] = (j - last) % m
        last = int(counts[i, j])
    grid = ["".join(np.where(line, "#", ".").tolist()) for line in blocked]
    return {"grid": grid, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
