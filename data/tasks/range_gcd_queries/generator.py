"""Tests for range_gcd_queries.

`values` "multiples": a_i = g * b_i with one g in [10^5, 10^6] and b_i in [1, 10^12], so
that every range's gcd is a multiple of g (a scan never reaches 1 and stops early) and
short ranges have larger gcds; "smooth": a_i = 2^e2 3^e3 5^e5 7^e7 11^e11 with exponents
mostly at least 1 and rarely 0, so gcds vary with the range. Queries are decoded online
(l = (x + last) mod n + 1, r = (y + last) mod n + 1, swapped if l > r, `last` the previous
answer), so the generator answers them itself (a sparse table of np.gcd) and encodes the
ranges it wants: `shape` "random" (uniform ends), "long" (l among the first `window * n`
positions, r among the last) or "whole" (l among the first 40 positions, r among the last
2000: a block decomposition visits about sqrt(n) blocks and one long partial block).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _table(a: np.ndarray) -> list[np.ndarray]:
    levels = [a]
    width = 1
    while 2 * width <= len(a):
        prev = levels[-1]
        levels.append(np.gcd(prev[:-width], prev[width:]))
        width *= 2
    return levels


def _range_gcd(levels: list[np.ndarray], l: int, r: int) -> int:
    """gcd of a[l..r], 0-based inclusive."""
    k = (r - l + 1).bit_length() - 1
    return int(np.gcd(levels[k][l], levels[k][r - (1 << k) + 1]))


def encode(a: np.ndarray, ranges: list[tuple[int, int]]) -> list[list[int]]:
    """The codes [x, y] that decode to `ranges` (1-based, l <= r) over the array `a`."""
    n = len(a)
    levels = _table(a)
    codes = []
    last = 0
    for l, r in ranges:
        codes.append([(l - 1 - last) % n, (r - 1 - last) % n])
        last = _range_gcd(levels, l - 1, r - 1)
    return codes


def generate(rng: np.random.RandomState, n: int, q: int, *, values: str = "multiples", shape: str = "random",
             window: float = 0.125) -> dict[str, Any]:
    if values == "multiples":
        g = int(rng.randint(100_000, 1_000_001))
        a = g * rng.randint(1, 1_000_000_000_001, size=n, dtype=np.int64)
    elif values == "smooth":
        a = np.ones(n, dtype=np.int64)
        for prime, top in ((2, 12), (3, 8), (5, 5), (7, 4), (11, 2)):  # at most 2.4 * 10^16
            e = rng.randint(1, top + 1, size=n)
            e[rng.random_sample(n) < 0.001] = 0
            a *= np.power(prime, e).astype(np.int64)
    else:
        raise ValueError(f"unknown values {values!r}")
    if shape == "random":
        x = rng.randint(1, n + 1, size=q)
        y = rng.randint(1, n + 1, size=q)
        l, r = np.minimum(x, y), np.maximum(x, y)
    elif shape == "long":
        edge = max(1, int(n * window))
        l = rng.randint(1, edge + 1, size=q)
        r = n - rng.randint(0, edge, size=q)
    elif shape == "whole":
        l = rng.randint(1, min(n, 40) + 1, size=q)
        r = np.maximum(l, n - rng.randint(0, min(n, 2000), size=q))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    codes = encode(a, list(zip(l.tolist(), r.tolist(), strict=True)))
    return {"a": a, "queries": np.array(codes, dtype=np.int64).reshape(-1, 2)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
