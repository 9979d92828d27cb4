"""Tests for count_primes.

The input is one number, so a test is a choice of n near the row's bound `n`. Trial
division costs about sqrt(p)/2 divisions for every prime p <= n whatever n's own shape,
so every row is its worst case at the bound. The shapes check the fast class instead:
`prime` is the largest prime <= n (counted or missed at the end of the range), and
`square` is the largest perfect square <= n, the edge where floor(sqrt(n)) is most often
computed wrongly from a floating-point square root (Lucy's recursion and segmented sieves
both need the exact root). `random` draws n from the upper half of the range.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def _is_prime(k: int) -> bool:
    if k < 2:
        return False
    if k % 2 == 0:
        return k == 2
    d = 3
    while d * d <= k:
        if k % d == 0:
            return False
        d += 2
    return True


def generate(rng: np.random.RandomState, n: int, shape: str = "exact") -> dict[str, Any]:
    """One n <= the bound: the bound itself, the largest prime or square below it, or random."""
    if shape == "exact":
        value = n
    elif shape == "prime":
        value = n
        while not _is_prime(value):
            value -= 1
    elif shape == "square":
        value = math.isqrt(n) ** 2
    elif shape == "random":
        value = int(rng.randint(n // 2, n + 1))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"n": int(value)}
