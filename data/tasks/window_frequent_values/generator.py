"""Tests for window_frequent_values.

n values in [-10^9, 10^9], read-only; windows of k consecutive values; a value is frequent in a
window when it occurs there at least t times. `shape` chooses the values: `pool` draws each
position uniformly from d distinct random values (a value's copies are about d apart, so
with d >= k / t the rescan runs its whole horizon of k positions), `runs` writes pieces of
one value (lengths 1..`run`) from a pool of d values, `distinct` makes every value distinct
(no value is frequent for t >= 2).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, k: int, t: int = 2, *, d: int = 1000,
             shape: str = "pool", run: int = 4) -> dict[str, Any]:
    if shape == "distinct":
        a = rng.choice(2 * LIMIT + 1, size=n, replace=False).astype(np.int64) - LIMIT
    else:
        pool = rng.randint(-LIMIT, LIMIT + 1, size=d, dtype=np.int64)
        if shape == "pool":
            a = pool[rng.randint(0, d, size=n)]
        elif shape == "runs":
            parts = []
            total = 0
            while total < n:
                length = int(rng.randint(1, run + 1))
                parts.append(np.full(length, pool[rng.randint(0, d)], dtype=np.int64))
                total += length
            a = np.concatenate(parts)[:n]
        else:
            raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "k": k, "t": t}
