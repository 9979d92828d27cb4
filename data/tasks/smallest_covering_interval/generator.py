"""Tests for smallest_covering_interval.

n closed intervals [left[j], right[j]] with 1 <= left[j] <= right[j] <= 10^9 and m query
points in [1, 10^9], all read-only. Interval lengths (right - left + 1) are drawn
log-uniformly up to `maxlen`, so that short and long intervals mix and a query's shortest
cover is seldom the first one met; `shape` chooses the queries: `uniform` draws them over the
whole range (some uncovered when n * maxlen is small against 10^9), `covered` puts each one
inside an interval drawn at random, `dups` draws them from a few values.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "uniform",
             maxlen: int = 10**6) -> dict[str, Any]:
    lengths = np.exp(rng.uniform(0.0, np.log(maxlen), size=n)).astype(np.int64)
    lengths = np.clip(lengths, 1, maxlen)
    left = rng.randint(1, LIMIT - lengths + 2, dtype=np.int64)
    right = left + lengths - 1
    if shape == "uniform":
        queries = rng.randint(1, LIMIT + 1, size=m, dtype=np.int64)
    elif shape == "covered":
        pick = rng.randint(0, n, size=m)
        queries = left[pick] + (rng.random_sample(m) * lengths[pick]).astype(np.int64)
    elif shape == "dups":
        values = rng.randint(1, LIMIT + 1, size=8, dtype=np.int64)
        queries = values[rng.randint(0, 8, size=m)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"left": left, "right": right, "queries": queries}
