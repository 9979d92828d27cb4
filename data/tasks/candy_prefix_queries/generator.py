"""Tests for candy_prefix_queries.

The queries are decoded online (n = (e + last) mod m + 1, last = the previous answer), so the
generator runs the one-pass greedy itself over every prefix and picks each code e so that n is
the prefix length it wants: `shape` "top" puts every n among the largest `window * m` lengths
(a query from scratch scans n ratings), "random" draws n uniformly in [1, m], "block-end" puts
n just below multiples of sqrt(m) (the longest resumption from a checkpoint).

The ratings (`style`): "noise" draws each one from `levels` values (ties and short slopes,
an unpredictable branch at every step); "runs" builds slopes of random lengths up to
`run` (rising, falling or flat), so peaks and long descents matter.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

TOP = 1_000_000_000


def _totals(r: list[int]) -> list[int]:
    """totals[n] = the fewest candies for the first n ratings (one-pass slope greedy)."""
    totals = [0] * (len(r) + 1)
    if not r:
        return totals
    total, up, down, peak = 1, 0, 0, 0
    totals[1] = 1
    prev = r[0]
    for i in range(1, len(r)):
        x = r[i]
        if x > prev:
            up += 1
            peak = up
            down = 0
            total += up + 1
        elif x == prev:
            up = down = peak = 0
            total += 1
        else:
            up = 0
            down += 1
            total += down + (1 if down > peak else 0)
        prev = x
        totals[i + 1] = total
    return totals


def _ratings(rng: np.random.RandomState, m: int, style: str, levels: int, run: int) -> np.ndarray:
    if style == "noise":
        return rng.randint(0, levels, size=m).astype(np.int64) * (TOP // max(1, levels))
    if style == "runs":
        lengths = rng.randint(1, run + 1, size=m)
        ends = np.cumsum(lengths)
        count = int(np.searchsorted(ends, m)) + 1
        direction = rng.choice(np.array([-1, 0, 1]), size=count, p=[0.45, 0.1, 0.45])
        which = np.repeat(np.arange(count), lengths[:count])[:m]
        steps = direction[which] * rng.randint(1, 1000, size=m)
        walk = np.cumsum(steps)
        walk -= walk.min()
        return (walk % (TOP + 1)).astype(np.int64)
    raise ValueError(f"unknown style {style!r}")


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "top", window: float = 0.05,
             style: str = "noise", levels: int = 4, run: int = 40) -> dict[str, Any]:
    r = _ratings(rng, m, style, levels, run)
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
    totals = _totals(r.tolist())
    codes = []
    last = 0
    for n in lengths.tolist():
        codes.append((n - 1 - last) % m)
        last = totals[n]
    return {"r": r, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
