"""Tests for k_diff_pairs.

n values in [-10^9, 10^9] and a difference k in [0, 2*10^9]. `shape` chooses them:
`planted` draws uniform values and k in [1, 10^6], then sets about a third of the
positions to another position's value plus k (answers in the thousands, with chains
v, v + k, v + 2k), `dups` draws the values from [-5, 5] and k from [0, 3] (each pair of
values counted once, however often it occurs), `zero` has k = 0 and values from a range
of n / 2 (about a third of the values repeat), `extreme` puts values at +-10^9 and k at
2*10^9 (v + k leaves 32 bits), `sorted` and `descending` are planted values in order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "planted") -> dict[str, Any]:
    if shape in ("planted", "sorted", "descending"):
        a = rng.randint(-VMAX, VMAX + 1, size=n).astype(np.int64)
        k = int(rng.randint(1, 10**6 + 1))
        pos = rng.randint(0, n, size=n // 3)
        src = rng.randint(0, n, size=n // 3)
        for p, s in zip(pos.tolist(), src.tolist(), strict=True):
            if a[s] + k <= VMAX:
                a[p] = a[s] + k
        if shape == "sorted":
            a = np.sort(a)
        elif shape == "descending":
            a = np.sort(a)[::-1]
    elif shape == "dups":
        a = rng.randint(-5, 6, size=n).astype(np.int64)
        k = int(rng.randint(0, 4))
    elif shape == "zero":
        a = rng.randint(-VMAX, -VMAX + max(1, n // 2), size=n).astype(np.int64)
        k = 0
    elif shape == "extreme":
        a = rng.randint(-VMAX, VMAX + 1, size=n).astype(np.int64)
        a[rng.randint(0, n, size=max(1, n // 50))] = VMAX
        a[rng.randint(0, n, size=max(1, n // 50))] = -VMAX
        k = 2 * VMAX
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "k": k}
