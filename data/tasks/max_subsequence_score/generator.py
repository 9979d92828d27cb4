"""Tests for max_subsequence_score.

n items with a_i, b_i in [0, 10^6], both arrays read-only and in no particular order, and
k = max(1, round(kfrac * n)) items to choose. `shape` chooses the pairs: `uniform` draws a
and b independently; `anti` makes a fall as b rises (a = 10^6 - b plus a little noise), so
that in decreasing-b order every item taken has the largest a so far and enters the top k,
moving the threshold at every step (the walk's and the batches' worst case); `along` makes a
rise with b, so that after the first k items almost none enters the top k; `dups` draws both
from [0, spread] (many equal keys, ties decided by index); `spiky` is uniform with a few
items of huge a and tiny b and of huge b and tiny a, so that the best choice mixes both.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**6


def generate(rng: np.random.RandomState, n: int, *, kfrac: float = 0.5,
             shape: str = "uniform", spread: int = 50) -> dict[str, Any]:
    k = min(n, max(1, round(kfrac * n)))
    if shape == "uniform":
        a = rng.randint(0, LIMIT + 1, size=n, dtype=np.int64)
        b = rng.randint(0, LIMIT + 1, size=n, dtype=np.int64)
    elif shape in ("anti", "along"):
        b = rng.randint(0, LIMIT + 1, size=n, dtype=np.int64)
        noise = rng.randint(0, 3, size=n, dtype=np.int64)
        a = (LIMIT - b if shape == "anti" else b) + noise
        a = np.clip(a, 0, LIMIT)
    elif shape == "dups":
        a = rng.randint(0, spread + 1, size=n, dtype=np.int64)
        b = rng.randint(0, spread + 1, size=n, dtype=np.int64)
    elif shape == "spiky":
        a = rng.randint(0, LIMIT // 10 + 1, size=n, dtype=np.int64)
        b = rng.randint(0, LIMIT // 10 + 1, size=n, dtype=np.int64)
        few = max(1, n // 100)
        hi_a = rng.randint(0, n, size=few)
        a[hi_a] = rng.randint(LIMIT // 2, LIMIT + 1, size=few)
        b[hi_a] = rng.randint(0, 10, size=few)
        hi_b = rng.randint(0, n, size=few)
        b[hi_b] = rng.randint(LIMIT // 2, LIMIT + 1, size=few)
        a[hi_b] = rng.randint(0, 10, size=few)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "b": b, "k": k}
