"""Tests for weighted_completion_time.

n jobs, durations t (1..10^4) and weights w (1..100), read-only. `shape` chooses them:
`uniform` draws both independently (ratios t/w spread over six decades), `dups` draws both
from tiny ranges (long runs of equal ratios: ties in Smith's order), `close` draws weights
near t/100 (ratios crowded between 50 and 200, many distinct ones a hair apart: a floating
ratio or a truncated integer ratio orders them wrongly), `descending` lists the uniform jobs
by decreasing ratio (every key of a scan beats the buffer's largest: the most heap work for
a buffered scan, the reverse of the input order for a scan-based walk).
"""

from __future__ import annotations

from typing import Any

import numpy as np

TMAX = 10**4
WMAX = 100


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        t = rng.randint(1, TMAX + 1, size=n)
        w = rng.randint(1, WMAX + 1, size=n)
        if shape == "descending":
            order = np.argsort(-(t / w), kind="stable")
            t, w = t[order], w[order]
    elif shape == "dups":
        t = rng.randint(1, 13, size=n)
        w = rng.randint(1, 5, size=n)
    elif shape == "close":
        t = rng.randint(TMAX // 2, TMAX + 1, size=n)
        w = np.clip(t // 100 + rng.randint(-1, 2, size=n), 1, WMAX)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"t": t.astype(np.int64), "w": w.astype(np.int64)}
