"""Tests for josephus_queries.

The queries are decoded online (n = (e + last) mod m + 1), so the generator runs the
recurrence itself and picks each code e so that n is the circle size it wants: `shape`
"top" puts every n among the largest `window * m` sizes (a query from scratch costs n steps),
"random" draws n uniformly in [1, m], "block-end" puts n just below multiples of sqrt(m)
(the longest resumption from a checkpoint), and "small" keeps n below 100. k is drawn from
[k_low, k_high]: above m, so that no step can be skipped (for k < n the O(k log n)
recursion jumps over whole rounds).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def _survivors(m: int, k: int) -> list[int]:
    table = [0] * (m + 1)
    position = 0
    for i in range(2, m + 1):
        position = (position + k) % i
        table[i] = position
    return table


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "top", window: float = 0.05,
             k_low: int | None = None, k_high: int = 1_000_000_000) -> dict[str, Any]:
    k = int(rng.randint(m + 1 if k_low is None else k_low, k_high + 1))
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
    table = _survivors(m, k)
    codes = []
    last = 0
    for n in sizes.tolist():
        codes.append((n - 1 - last) % m)
        last = table[n] + 1
    return {"k": k, "m": m, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
