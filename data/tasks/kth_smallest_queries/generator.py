"""Tests for kth_smallest_queries.

n read-only values in 0..10^9 and q ranks, each uniform in 1..n. `shape` chooses the
values: `uniform`; `dups`, values in 0..20 (long runs of equal values: ties between keys);
`descending`, uniform values listed in falling order (every key of a scan beats the
buffer's largest: the most heap work for a batched walk of the sorted order).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        a = rng.randint(0, VMAX + 1, size=n)
        if shape == "descending":
            a = np.sort(a)[::-1]
    elif shape == "dups":
        a = rng.randint(0, 21, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    k = rng.randint(1, n + 1, size=q)
    return {"a": a.astype(np.int64), "k": k.astype(np.int64)}
