"""Tests for bounded_sum_pieces_queries.

The queries are decoded online (n = (e + last) mod m + 1, last = the previous answer), so the
generator runs the greedy itself over every prefix and picks each code e so that n is the
prefix length it wants: `shape` "top" puts every n among the largest `window * m` lengths (a
query from scratch scans n values), "random" draws n uniformly in [1, m], "block-end" puts n
just below multiples of sqrt(m) (the longest resumption from a checkpoint). The values are
drawn from [1, S // `spread`] (pieces of a few values each, so the piece boundaries are dense
and unpredictable), with a share `full` of them equal to S.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def _pieces(a: list[int], s: int) -> list[int]:
    counts = [0] * (len(a) + 1)
    count, total = 1, 0
    for i, x in enumerate(a, 1):
        if total + x > s:
            count += 1
            total = x
        else:
            total += x
        counts[i] = count
    return counts


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "top", window: float = 0.05,
             s_low: int = 100_000_000, s_high: int = 1_000_000_000, spread: int = 2,
             full: float = 0.01) -> dict[str, Any]:
    s = int(rng.randint(s_low, s_high + 1))
    a = rng.randint(1, max(1, s // spread) + 1, size=m)
    a[rng.random_sample(m) < full] = s
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
    counts = _pieces(a.tolist(), s)
    codes = []
    last = 0
    for n in lengths.tolist():
        codes.append((n - 1 - last) % m)
        last = counts[n]
    return {"s": s, "a": a.astype(np.int64), "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
