"""Tests for assign_cookies.

Greed factors g (n children) and cookie sizes s (m cookies), read-only. `shape` chooses the
values: `uniform` draws both from 1..10^9 (most children are matched, so a solution that
walks both arrays in sorted order walks nearly all of them), `dups` draws both from a small
range (long runs of equal values: ties in the order), `lean` makes cookies a little smaller
than greed factors on average (a third of the children go without, the matching is tight).
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        g = rng.randint(1, TOP + 1, size=n)
        s = rng.randint(1, TOP + 1, size=m)
    elif shape == "dups":
        hi = max(2, (n + m) // 20)
        g = rng.randint(1, hi + 1, size=n)
        s = rng.randint(1, hi + 1, size=m)
    elif shape == "lean":
        g = rng.randint(TOP // 4, TOP + 1, size=n)
        s = rng.randint(1, TOP + 1, size=m)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"g": g.astype(np.int64), "s": s.astype(np.int64)}
