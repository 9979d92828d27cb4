"""Tests for smallest_difference_pair.

Comparing every pair costs n * m steps whatever the values are; the only shortcut a pair
loop has is to stop at a difference of 0, so every generated test of row 2 has a positive
answer: `random` spreads the values over [-10^18, 10^18] (equal values across the arrays
are then practically impossible; the answer is a gap of about 10^13), `parity` draws a
from even and b from odd values of a small range (many pairs at distance 1, none at 0), and
`planted` makes one pair of the wide random arrays close (distance `gap`) at random
positions, so an answer far below the typical gap must be found. `clustered` (row 1 only)
draws from a small range with repeats, so the answer is 0, found by the pair loop wherever
the first equal pair lies. Unbalanced sizes (row 1) check that which array is copied and
sorted does not matter for the verdict.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**18


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "random", gap: int = 1,
             spread: int = 10**6) -> dict[str, Any]:
    if shape in ("random", "planted"):
        a = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
        b = rng.randint(-LIMIT, LIMIT + 1, size=m, dtype=np.int64)
        if shape == "planted":
            i, j = rng.randint(0, n), rng.randint(0, m)
            b[j] = a[i] + gap if a[i] + gap <= LIMIT else a[i] - gap
    elif shape == "parity":
        a = 2 * rng.randint(0, spread, size=n, dtype=np.int64)
        b = 2 * rng.randint(0, spread, size=m, dtype=np.int64) + 1
    elif shape == "clustered":
        a = rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
        b = rng.randint(-spread, spread + 1, size=m, dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "b": b}
