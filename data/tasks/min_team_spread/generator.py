"""Tests for min_team_spread.

n skills in 1..10^9, read-only. `shape` chooses them: `uniform` draws them uniformly;
`descending` lists uniform skills in decreasing order (every skill of a scan is a new
smallest key: the most work for a scan that keeps the next skills of the sorted order);
`dups` draws them from 50 values (long runs of equal skills: few distinct values);
`clusters` puts them in tight groups of 1 to 7 skills far apart, so that where the teams
break matters (groups of 1 or 2 must join a neighbour, groups of 6 or 7 must split or grow).
"""

from __future__ import annotations

from typing import Any

import numpy as np

AMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        a = rng.randint(1, AMAX + 1, size=n).astype(np.int64)
        if shape == "descending":
            a = -np.sort(-a)
    elif shape == "dups":
        a = rng.randint(1, 51, size=n).astype(np.int64) * (AMAX // 50)
    elif shape == "clusters":
        sizes = rng.randint(1, 8, size=n)
        group = np.repeat(np.arange(n), sizes)[:n]
        centers = np.sort(rng.randint(1, AMAX - 10**5, size=n).astype(np.int64))
        a = centers[group] + rng.randint(0, 1000, size=n)
        a = a[rng.permutation(n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a}
