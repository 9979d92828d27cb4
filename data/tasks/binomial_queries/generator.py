"""Tests for binomial_queries.

Computing a query from scratch costs min(k, n - k) multiplications, so the tests choose k
near n / 2 (`central`, the worst case, or `uniform` k, a quarter of n on average) with n
near the row's bound `n_max`: that is what makes the per-query class slow on every test
of row 2, whose q queries need about q * n_max / 4 steps or more. The factorial tables
cost O(max n + q) whatever the shape. `edges` mixes in k = 0, k = n and n = 0 (answers
1) among central queries, and `spread` draws n from the whole range [0, n_max].
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, q: int, n_max: int, shape: str = "central") -> dict[str, Any]:
    """q queries [n, k] with 0 <= k <= n <= n_max."""
    low = 0 if shape == "spread" else n_max - n_max // 10
    n = rng.randint(low, n_max + 1, size=q)
    n[0] = n_max  # the tables reach the bound on every test
    if shape in ("central", "edges"):
        k = n // 2 + rng.randint(-3, 4, size=q)
        k = np.clip(k, 0, n)
    elif shape in ("uniform", "spread"):
        k = (rng.random_sample(q) * (n + 1)).astype(np.int64)
        k = np.minimum(k, n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if shape == "edges":
        pick = rng.randint(0, 3, size=q)
        k = np.where(pick == 1, 0, np.where(pick == 2, n, k))
        zero = rng.randint(1, q, size=max(1, q // 20)) if q > 1 else np.array([], dtype=int)
        n[zero] = 0
        k[zero] = 0
    return {"queries": [[int(a), int(b)] for a, b in zip(n, k, strict=True)]}
