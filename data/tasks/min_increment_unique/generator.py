"""Tests for min_increment_unique.

n values in 0..10^9, read-only. `shape` chooses them: `uniform` draws them independently
(nearly all distinct: one scan per value for a successor walk), `dense` draws them from
0..n/2 (runs of duplicates and long chains of pushed-up slots), `descending` lists distinct
uniform values in decreasing order (every key of a scan beats the buffer's largest: the
most heap work for a buffered scan), `equal` repeats one large value (n(n-1)/2 moves:
overflows 32 bits, and final slots above 10^9).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(0, VMAX + 1, size=n)
    elif shape == "dense":
        a = rng.randint(0, max(1, n // 2), size=n)
    elif shape == "descending":
        a = -np.sort(-rng.randint(0, VMAX + 1, size=n))
    elif shape == "equal":
        a = np.full(n, VMAX - rng.randint(0, 1000), dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
