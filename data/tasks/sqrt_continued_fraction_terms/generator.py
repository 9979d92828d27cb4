"""Tests for sqrt_continued_fraction_terms.

sqrt(D) = [a_0; a_1, a_2, ...] with a period L (a_L = 2 a_0). Queries are decoded online
(k = e + last, `last` the previous answer), so the generator computes the period itself
(the recurrence on (m, d, a), one Python loop of L steps) and encodes the indices it
wants, each k = r + t * L with t in [10^6, 10^11] (so that k is far beyond the period) and
r its place in the period: `shape` "end" puts r among the last `window * L` places (a walk
from the start pays the most), "random" draws r uniformly, and "block-end" puts r just
below a multiple of isqrt(L) (the longest resumption for checkpoints of that spacing).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def period_terms(D: int) -> list[int]:  # noqa: N803 - the statement's name
    """[a_0, a_1, ..., a_L] for a non-square D."""
    a0 = math.isqrt(D)
    m, d, a = 0, 1, a0
    terms = [a0]
    while a != 2 * a0:
        m = d * a - m
        d = (D - m * m) // d
        a = (a0 + m) // d
        terms.append(a)
    return terms


def generate(rng: np.random.RandomState, D: int, q: int, *,  # noqa: N803
             shape: str = "end", window: float = 0.01) -> dict[str, Any]:
    terms = period_terms(D)
    period = len(terms) - 1
    if shape == "end":
        edge = max(1, int(period * window))
        r = period - rng.randint(0, edge, size=q)
    elif shape == "random":
        r = rng.randint(1, period + 1, size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(period))
        r = (rng.randint(1, period // block + 1, size=q) * block - 1).clip(1, period)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    t = rng.randint(10**6, 10**11, size=q, dtype=np.int64)
    codes = []
    last = 0
    for place, turns in zip(r.tolist(), t.tolist(), strict=True):
        k = place + turns * period
        codes.append(k - last)
        last = terms[place]
    return {"D": D, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
