"""Tests for falling_path_queries.

The queries are forced online: the cell asked for depends on the previous answer, so the
generator computes the whole table of falling path sums (one vectorised step per row) and
encodes the cells it wants. `region` chooses them: "high" puts i in the last quarter of the
rows (the most work for a solution that recomputes per query), "random" draws i and j
uniformly, "edge" uses the first and last rows and columns. `values` chooses the matrix:
"big" draws 0..10^9 (sums beyond 32 bits), "small" draws 0..9 (many ties), "valley" adds a
cheap winding channel to big values (long diagonal detours).
"""

from __future__ import annotations

from typing import Any

import numpy as np

BIG = 1_000_000_000


def _matrix(rng: np.random.RandomState, n: int, m: int, values: str) -> np.ndarray:
    if values == "big":
        return rng.randint(0, BIG + 1, size=(n, m)).astype(np.int64)
    if values == "small":
        return rng.randint(0, 10, size=(n, m)).astype(np.int64)
    if values == "valley":
        a = rng.randint(BIG // 2, BIG + 1, size=(n, m)).astype(np.int64)
        col = int(rng.randint(0, m))
        for i in range(n):
            col = min(m - 1, max(0, col + int(rng.randint(-1, 2))))
            a[i, col] = int(rng.randint(0, 100))
        return a
    raise ValueError(f"unknown values {values!r}")


def table(a: np.ndarray) -> np.ndarray:
    """f[i][j] = the smallest sum of a falling path from row 0 to (i, j)."""
    n, m = a.shape
    out = np.empty((n, m), dtype=np.int64)
    out[0] = a[0]
    for i in range(1, n):
        up = out[i - 1]
        best = up.copy()
        if m > 1:
            best[1:] = np.minimum(best[1:], up[:-1])
            best[:-1] = np.minimum(best[:-1], up[1:])
        out[i] = a[i] + best
    return out


def generate(rng: np.random.RandomState, n: int, m: int, q: int, *, values: str = "big",
             region: str = "high") -> dict[str, Any]:
    a = _matrix(rng, n, m, values)
    f = table(a)
    if region == "high":
        ci = rng.randint(n - max(1, n // 4), n, size=q)
        cj = rng.randint(0, m, size=q)
    elif region == "random":
        ci = rng.randint(0, n, size=q)
        cj = rng.randint(0, m, size=q)
    elif region == "edge":
        ci = np.where(rng.random_sample(q) < 0.5, 0, n - 1)
        cj = np.where(rng.random_sample(q) < 0.5, 0, m - 1)
    else:
        raise ValueError(f"unknown region {region!r}")
    queries = np.empty((q, 2), dtype=np.int64)
    last = 0
    for k in range(q):
        i, j = int(ci[k]), int(cj[k])
        queries[k, 0] = (i - last) % n
        queries[k, 1] = (j - last) % m
        last = int(f[i, j])
    return {"matrix": a, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
