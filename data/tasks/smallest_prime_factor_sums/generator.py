"""Tests for smallest_prime_factor_sums.

spf(i) is the smallest prime factor of i (spf(1) = 1). Queries are decoded online
(l = (x + last) mod m + 1, r = (y + last) mod m + 1, swapped if l > r, `last` the previous
answer), so the generator sieves spf for every i <= m itself (numpy) and encodes the
ranges it wants: `shape` "long" puts l among the first `window * m` values and r among the
last (a scan factors the whole range), "random" draws both ends uniformly, and
"block-end" puts l - 1 and r just below multiples of isqrt(m) (the longest partial blocks
for checkpoints of that spacing; other spacings see them as random ends).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def smallest_factors(m: int) -> np.ndarray:
    """spf(0..m) with spf(0) = 0 and spf(1) = 1."""
    spf = np.zeros(m + 1, dtype=np.int64)
    for p in range(2, math.isqrt(m) + 1):
        if spf[p] == 0:
            multiples = spf[p * p::p]
            multiples[multiples == 0] = p
    unmarked = spf == 0
    spf[unmarked] = np.arange(m + 1, dtype=np.int64)[unmarked]
    spf[1] = 1
    return spf


def encode(m: int, ranges: list[tuple[int, int]]) -> list[list[int]]:
    """The codes [x, y] that decode to `ranges` (1-based, l <= r) for the bound m."""
    prefix = np.cumsum(smallest_factors(m)).tolist()
    codes = []
    last = 0
    for l, r in ranges:
        codes.append([(l - 1 - last) % m, (r - 1 - last) % m])
        last = prefix[r] - prefix[l - 1]
    return codes


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "long",
             window: float = 0.01) -> dict[str, Any]:
    if shape == "long":
        edge = max(1, int(m * window))
        l = rng.randint(1, edge + 1, size=q)
        r = m - rng.randint(0, edge, size=q)
    elif shape == "random":
        x = rng.randint(1, m + 1, size=q)
        y = rng.randint(1, m + 1, size=q)
        l, r = np.minimum(x, y), np.maximum(x, y)
    elif shape == "block-end":
        block = max(1, math.isqrt(m))
        ends = (rng.randint(1, m // block + 1, size=(2, q)) * block - 1).clip(1, m)
        l = np.minimum(ends[0], ends[1]) + 1
        r = np.maximum(ends[0], ends[1])
        l = np.minimum(l, r)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    codes = encode(m, list(zip(l.tolist(), r.tolist(), strict=True)))
    return {"m": m, "queries": np.array(codes, dtype=np.int64).reshape(-1, 2)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
