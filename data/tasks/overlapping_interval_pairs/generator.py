"""Tests for overlapping_interval_pairs.

n closed intervals [lo_i, hi_i] with 0 <= lo_i <= hi_i <= 10^9. `shape` chooses them:
`uniform` draws left ends uniformly and lengths up to `span` (about `span` / 10^9 of the
pairs of a uniform set overlap, more where lengths are long), `touch` draws both ends from
[0, 40] (many pairs only share an endpoint, which counts as overlapping), `nested` draws
intervals around the middle of the range (almost every pair overlaps: counts far beyond 32
bits), `chain` lays out short intervals in increasing order, each one touching or just
missing the next, `descending` is `uniform` sorted by decreasing left end, and `points`
makes every interval a single point drawn from 1000 values.
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform",
             span: int = 2 * 10**7) -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        lo = rng.randint(0, VMAX + 1, size=n).astype(np.int64)
        length = rng.randint(0, span + 1, size=n).astype(np.int64)
        hi = np.minimum(lo + length, VMAX)
        if shape == "descending":
            order = np.argsort(-lo, kind="stable")
            lo, hi = lo[order], hi[order]
    elif shape == "touch":
        a = rng.randint(0, 41, size=n).astype(np.int64)
        b = rng.randint(0, 41, size=n).astype(np.int64)
        lo, hi = np.minimum(a, b), np.maximum(a, b)
    elif shape == "nested":
        mid = VMAX // 2
        lo = rng.randint(0, mid + 1, size=n).astype(np.int64)
        hi = rng.randint(mid, VMAX + 1, size=n).astype(np.int64)
        few = rng.rand(n) < 0.01  # a few short intervals away from the middle
        lo[few] = rng.randint(0, 1000, size=int(few.sum()))
        hi[few] = lo[few] + rng.randint(0, 1000, size=int(few.sum()))
    elif shape == "chain":
        step = max(1, VMAX // (2 * max(n, 1)))
        lo = np.arange(n, dtype=np.int64) * step
        # each interval reaches the next left end (touching) or stops one short
        hi = lo + step - rng.randint(0, 2, size=n)
        hi = np.clip(hi, lo, VMAX)
    elif shape == "points":
        lo = rng.randint(0, 1000, size=n).astype(np.int64) * (VMAX // 1000)
        hi = lo.copy()
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"lo": lo, "hi": hi}
