"""Tests for boats_to_save_people.

Weights w (n people, read-only) and a boat limit L; every weight is at most L. `shape`
chooses them: `uniform` draws weights from 1..L with L = 10^9 (sums of two weights reach
2*10^9, near the top of a 32-bit int; about half the boats carry two people), `heavy` makes most people heavier than L/2
(few pairs, the lightest people are matched with the heaviest that fit), `dups` draws
weights from a small range (long runs of equal weights).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, limit: int = 10**9, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        w = rng.randint(1, limit + 1, size=n)
    elif shape == "heavy":
        light = rng.random_sample(n) < 0.3
        w = np.where(light, rng.randint(1, limit // 2 + 1, size=n), rng.randint(limit // 2 + 1, limit + 1, size=n))
    elif shape == "dups":
        hi = max(2, n // 20)
        w = rng.randint(1, hi + 1, size=n) * (limit // hi)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"w": w.astype(np.int64), "limit": int(limit)}
