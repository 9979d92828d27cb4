"""Tests for range_sum_query.

Queries are mostly long ranges (l in the first `window` of the array, r in the last): they
cost a sqrt decomposition about 2*sqrt(n) steps, and a Fenwick tree fewer than 2*log2(n),
since both prefix indices have few set bits below the top; random ranges cost the Fenwick
tree more and the sqrt decomposition less. That is what separates rows 2 and 3 on a CPU
that vectorises the sqrt decomposition's sums (-O3). Updates are rare because they favour the
sqrt decomposition (O(1) against O(log n)), yet present, so recomputing prefix sums after
every update does not pass the last row.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _values(rng: np.random.RandomState, mode: str, size: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(-LIMIT, LIMIT + 1, size=size)
    if mode == "max":
        return np.full(size, LIMIT)
    if mode == "min":
        return np.full(size, -LIMIT)
    if mode == "alternating":
        return np.where(np.arange(size) % 2 == 0, LIMIT, -LIMIT)
    raise ValueError(f"unknown values mode {mode!r}")


def generate(rng: np.random.RandomState, n: int, m: int, *, updates: float = 0.01, long: float = 0.75,
             values: str = "random", window: float = 0.125, left: float | None = None) -> dict[str, Any]:
    """`window`: long queries end in the last window*n elements; they start in the first
    left*n (default: window*n). A left edge near 1 makes a query a prefix for the
    logarithmic structures (half their work) but not for a sqrt decomposition."""
    a = _values(rng, values, n)
    is_update = rng.random_sample(m) < updates
    is_long = rng.random_sample(m) < long
    edge = max(1, int(n * window))
    left_edge = max(1, int(n * (window if left is None else left)))
    long_l = rng.randint(1, left_edge + 1, size=m)
    long_r = n - rng.randint(0, edge, size=m)
    x = rng.randint(1, n + 1, size=m)
    y = rng.randint(1, n + 1, size=m)
    rand_l, rand_r = np.minimum(x, y), np.maximum(x, y)
    position = rng.randint(1, n + 1, size=m)
    new_value = _values(rng, values, m)
    ops = np.empty((m, 3), dtype=np.int64)
    ops[:, 0] = np.where(is_update, 1, 2)
    ops[:, 1] = np.where(is_update, position, np.where(is_long, long_l, rand_l))
    ops[:, 2] = np.where(is_update, new_value, np.where(is_long, long_r, rand_r))
    return {"a": a, "ops": ops}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    ops = np.asarray(inputs["ops"], dtype=np.int64).reshape(-1, 3)
    return {"answer": int((ops[:, 0] == 2).sum())}
