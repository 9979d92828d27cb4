"""Tests for max_lateness.

n jobs with durations p (1..10^4) and deadlines d (1..2*10^9), both read-only. `shape`
chooses them: `uniform` draws deadlines uniformly up to the total work (capped at 2*10^9),
so that the work due by time x stays near x and the answer is a random walk's maximum;
`descending` lists the uniform jobs by decreasing deadline (every job of a scan is a new
smallest key: the most work for a scan that keeps the next jobs of the order); `dups` draws
deadlines from 40 values (long runs of equal deadlines); `loose` puts every deadline after
the total work (a negative answer); `heavy` gives every job 10^4 units and deadlines within
the first hundredth of the work (an answer above 2^31 at n = 2.2*10^5).
"""

from __future__ import annotations

from typing import Any

import numpy as np

PMAX = 10**4
DMAX = 2 * 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    p = rng.randint(1, PMAX + 1, size=n).astype(np.int64)
    if shape == "heavy":
        p[:] = PMAX
    total = int(p.sum())
    top = max(1, min(total, DMAX))
    if shape in ("uniform", "descending"):
        d = rng.randint(1, top + 1, size=n).astype(np.int64)
        if shape == "descending":
            order = np.argsort(-d, kind="stable")
            p, d = p[order], d[order]
    elif shape == "dups":
        d = (rng.randint(1, 41, size=n).astype(np.int64) * top) // 40
    elif shape == "loose":
        d = rng.randint(min(total + 1, DMAX), DMAX + 1, size=n).astype(np.int64)
    elif shape == "heavy":
        d = rng.randint(1, max(2, top // 100) + 1, size=n).astype(np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"p": p, "d": d}
