"""Tests for derangement_queries.

The queries are decoded online (n = (e + last) mod m + 1), so the generator runs the
recurrence D(n) = n * D(n - 1) + (-1)^n (mod 10^9 + 7) itself and picks each code e so that
n is the size it wants: `shape` "top" puts every n among the largest `window * m` sizes (a
query from scratch costs n steps), "random" draws n uniformly in [1, m], "block-end" puts n
just below multiples of sqrt(m) (the longest resumption from a checkpoint), and "small"
keeps n below 100.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

MOD = 1_000_000_007


def _derangements(m: int) -> list[int]:
    table = [0] * (m + 1)
    table[0] = 1
    value = 1
    for i in range(1, m + 1):
        value = (value * i + (1 if i % 2 == 0 else MOD - 1)) % MOD
        table[i] = value
    return table


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "top",
             window: float = 0.05) -> dict[str, Any]:
    if shape == "top":
        sizes = m - rng.randint(0, max(1, int(m * window)), size=q)
    elif shape == "random":
        sizes = rng.randint(1, m + 1, size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(m))
        sizes = np.minimum(m, (rng.randint(1, m // block + 1, size=q) + 1) * block - 1)
    elif shape == "small":
        sizes = rng.randint(1, min(m, 100) + 1, size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    sizes[0] = m
    table = _derangements(m)
    codes = []
    last = 0
    for n in sizes.tolist():
        codes.append((n - 1 - last) % m)
        last = table[n]
    return {"m": m, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
