"""Tests for zero_and_pairs.

n values a[i] in [0, 2^b), read-only; the answer is the number of pairs i < j with
a[i] & a[j] == 0. `shape` chooses the values: `uniform` sets each of the b bits with
probability `p` (p = 0.5: uniform random values; a small p gives sparse values, many of
them disjoint and some zero); `complement` draws half the values at random and makes each
other value the complement (in b bits) of a random one of them, shuffled, so that dense
values still have partners; `zeros` mixes a fraction `zeros` of zero values (each pairs
with every value, and with the other zeros, but never with itself) into uniform ones;
`high` sets the top bit of most values and draws the others with probability `p`, so that
most high parts collide (a split into high and low bits sees few distinct high parts).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _bits(rng: np.random.RandomState, n: int, b: int, p: float) -> np.ndarray:
    values = np.zeros(n, dtype=np.int64)
    for bit in range(b):
        values |= (rng.random_sample(n) < p).astype(np.int64) << bit
    return values


def generate(rng: np.random.RandomState, n: int, b: int, *, shape: str = "uniform",
             p: float = 0.5, zeros: float = 0.1) -> dict[str, Any]:
    full = (1 << b) - 1
    if shape == "uniform":
        a = _bits(rng, n, b, p)
    elif shape == "complement":
        half = (n + 1) // 2
        first = _bits(rng, half, b, p)
        second = full ^ first[rng.randint(0, half, size=n - half)]
        a = np.concatenate([first, second])[rng.permutation(n)]
    elif shape == "zeros":
        a = _bits(rng, n, b, p)
        a[rng.random_sample(n) < zeros] = 0
    elif shape == "high":
        a = _bits(rng, n, b - 1, p)
        a |= (rng.random_sample(n) < 0.9).astype(np.int64) << (b - 1)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "b": int(b)}
