"""Tests for seat_moves.

n seats and n students on a line, positions 1..10^9, both arrays read-only. `shape`
chooses them: `uniform` draws both independently (almost all values distinct), `descending`
lists both arrays in decreasing order (every value of a refill scan beats the buffer's
largest: the most heap work for a buffered walk), `dups` draws both from 1..50 (long runs of
equal positions: ties), `near` puts each student within 1000 of a seat, shuffled (small
answer, interleaved orders: pairing by input index or by a shifted rank is wrong).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape in ("uniform", "descending"):
        seats = rng.randint(1, VMAX + 1, size=n)
        students = rng.randint(1, VMAX + 1, size=n)
        if shape == "descending":
            seats = -np.sort(-seats)
            students = -np.sort(-students)
    elif shape == "dups":
        seats = rng.randint(1, 51, size=n)
        students = rng.randint(1, 51, size=n)
    elif shape == "near":
        seats = rng.randint(1, VMAX + 1, size=n)
        students = np.clip(seats + rng.randint(-1000, 1001, size=n), 1, VMAX)
        students = students[rng.permutation(n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"seats": seats.astype(np.int64), "students": students.astype(np.int64)}
