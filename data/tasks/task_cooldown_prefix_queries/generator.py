"""Tests for task_cooldown_prefix_queries.

The queries are decoded online (n = (e + last) mod m + 1, last = the previous answer), so the
generator runs the counting greedy itself over every prefix and picks each code e so that n
is the prefix length it wants: `shape` "top" puts every n among the largest `window * m`
lengths (a query from scratch scans n tasks), "random" draws n uniformly in [1, m],
"block-end" puts n just below multiples of sqrt(m) (the longest resumption from a
checkpoint).

The tasks are drawn uniformly from the first `sigma` letters, so the most frequent letters
keep overtaking and tying one another; the cooldown k is drawn from [k_low, k_high], around
sigma - 1 by default, so that the total is sometimes the number of tasks and sometimes set by
the idle slots the most frequent letters force.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def _totals(s: bytes, k: int) -> list[int]:
    """totals[n] = the shortest schedule of the first n tasks."""
    totals = [0] * (len(s) + 1)
    counts = [0] * 256
    top, tied = 0, 0
    for i, c in enumerate(s, 1):
        counts[c] += 1
        x = counts[c]
        if x > top:
            top, tied = x, 1
        elif x == top:
            tied += 1
        totals[i] = max(i, (top - 1) * (k + 1) + tied)
    return totals


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "top", window: float = 0.05,
             sigma: int = 26, k_low: int = 20, k_high: int = 30) -> dict[str, Any]:
    k = int(rng.randint(k_low, k_high + 1))
    letters = (rng.randint(0, sigma, size=m) + ord("A")).astype(np.uint8)
    s = letters.tobytes()
    if shape == "top":
        lengths = m - rng.randint(0, max(1, int(m * window)), size=q)
    elif shape == "random":
        lengths = rng.randint(1, m + 1, size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(m))
        lengths = np.minimum(m, (rng.randint(1, m // block + 1, size=q) + 1) * block - 1)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    lengths[0] = m
    totals = _totals(s, k)
    codes = []
    last = 0
    for n in lengths.tolist():
        codes.append((n - 1 - last) % m)
        last = totals[n]
    return {"s": s.decode("ascii"), "k": k, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
