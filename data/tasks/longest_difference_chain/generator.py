"""Tests for longest_difference_chain.

n values in [-10^9, 10^9] and a difference d, read-only. `shape` chooses them: `chains`
draws each value as base + d * k with k uniform in [0, span) (so about n / span copies of
every chain value, and the longest chain grows with n / span), replacing a `noise` share of
the values by uniform ones; with d = 0 it draws base + k, and the answer is the most
frequent value's count. `falling` is `chains` sorted so that k decreases along the array
(chains are short, but every walk still scans to the end). `uniform` draws every value
over the whole range (chains of one or two values).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, d: int, *, shape: str = "chains",
             span: int = 1000, noise: float = 0.1) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
    elif shape in ("chains", "falling"):
        k = rng.randint(0, span, size=n).astype(np.int64)
        if shape == "falling":
            k = np.sort(k)[::-1]
        width = max(abs(d), 1) * (span - 1)
        if width > 2 * LIMIT:
            raise ValueError("d * span too wide")
        low = -LIMIT if d >= 0 else -LIMIT + width
        base = int(rng.randint(low, LIMIT - width + 1)) if d >= 0 else int(
            rng.randint(low, LIMIT + 1))
        a = base + (d if d else 1) * k  # d = 0: span distinct values, the mode's copies
        mask = rng.random_sample(n) < noise
        a[mask] = rng.randint(-LIMIT, LIMIT + 1, size=int(mask.sum()), dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    assert a.min() >= -LIMIT and a.max() <= LIMIT
    return {"a": a, "d": d}
