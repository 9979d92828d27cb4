"""Tests for knapsack_prefix_queries.

The queries are forced online: the (items, capacity) pair asked for depends on the previous
answer, so the generator computes the whole table (one vectorised max per item) and encodes
the pairs it wants. `region` chooses them: "high" puts i and c in the last quarter of their
ranges (the most work for a solution that recomputes per query), "random" draws them
uniformly, "edge" mixes the first and last items and capacities. Weights are drawn in
[1, max_weight]; `values`: "random" in [0, 10^9], "correlated" about 10^6 per unit of
weight plus noise (the classic hard instances, where many subsets are nearly as good),
"max" every value 10^9.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def table(weight: np.ndarray, value: np.ndarray, capacity: int) -> np.ndarray:
    """best[i][c]: the best value of items 1..i within capacity c."""
    n = len(weight)
    out = np.zeros((n + 1, capacity + 1), dtype=np.int64)
    for i in range(n):
        w, v = int(weight[i]), int(value[i])
        out[i + 1] = out[i]
        if w <= capacity:
            out[i + 1, w:] = np.maximum(out[i, w:], out[i, :capacity + 1 - w] + v)
    return out


def generate(rng: np.random.RandomState, n: int, capacity: int, q: int, *, max_weight: int | None = None,
             values: str = "random", region: str = "high") -> dict[str, Any]:
    top = capacity if max_weight is None else max_weight
    weight = rng.randint(1, top + 1, size=n).astype(np.int64)
    if values == "random":
        value = rng.randint(0, LIMIT + 1, size=n).astype(np.int64)
    elif values == "correlated":
        value = np.minimum(LIMIT, weight * 1_000_000 + rng.randint(0, 100_001, size=n)).astype(np.int64)
    elif values == "max":
        value = np.full(n, LIMIT, dtype=np.int64)
    else:
        raise ValueError(f"unknown values mode {values!r}")
    best = table(weight, value, capacity)
    width = capacity + 1
    if region == "high":
        ci = rng.randint(n - max(1, n // 4), n, size=q) + 1
        cc = rng.randint(width - max(1, width // 4), width, size=q)
    elif region == "random":
        ci = rng.randint(1, n + 1, size=q)
        cc = rng.randint(0, width, size=q)
    elif region == "edge":
        ci = np.where(rng.random_sample(q) < 0.5, 1, n)
        cc = rng.randint(0, width, size=q)
        swap = rng.random_sample(q) < 0.5
        ci = np.where(swap, rng.randint(1, n + 1, size=q), ci)
        cc = np.where(swap, np.where(rng.random_sample(q) < 0.5, 0, capacity), cc)
    else:
        raise ValueError(f"unknown region {region!r}")
    queries = np.empty((q, 2), dtype=np.int64)
    last = 0
    for k in range(q):
        i, c = int(ci[k]), int(cc[k])
        queries[k, 0] = (i - 1 - last) % n
        queries[k, 1] = (c - last) % width
        last = int(best[i, c])
    return {"weight": weight, "value": value, "capacity": capacity, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
