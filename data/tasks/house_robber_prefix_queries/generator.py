"""Tests for house_robber_prefix_queries.

The queries are decoded online (i = (e + last) mod n + 1, last = the previous answer), so
the generator runs the recurrence itself and picks each code e so that i is the prefix it
wants: `shape` "top" puts every i among the largest `window * n` prefixes (a query from
scratch costs i steps), "random" draws i uniformly in [1, n], "block-end" puts i just below
multiples of isqrt(n) (the longest resumption from a checkpoint), "small" keeps i below 100.
`values`: "random" in [0, 10^9], "max" every value 10^9 (the answer reaches 5*10^14),
"small" in [0, 3] (many ties between taking and skipping a house), "zigzag" a large value
every other house with small noise (the choice of parity flips along the street).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

LIMIT = 10**9


def _values(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(0, LIMIT + 1, size=n).astype(np.int64)
    if mode == "max":
        return np.full(n, LIMIT, dtype=np.int64)
    if mode == "small":
        return rng.randint(0, 4, size=n).astype(np.int64)
    if mode == "zigzag":
        base = np.where(np.arange(n) % 2 == 0, LIMIT - 1000, 0)
        flips = rng.random_sample(n) < 0.001
        base = np.where(np.cumsum(flips) % 2 == 1, LIMIT - 1000 - base, base)
        return (base + rng.randint(0, 1001, size=n)).astype(np.int64)
    raise ValueError(f"unknown values mode {mode!r}")


def _prefix_best(a: list[int]) -> list[int]:
    f = [0] * (len(a) + 1)
    before = best = 0
    for k, value in enumerate(a):
        take = before + value
        before = best
        best = max(best, take)
        f[k + 1] = best
    return f


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "top", window: float = 0.05,
             values: str = "random") -> dict[str, Any]:
    a = _values(rng, values, n)
    if shape == "top":
        prefixes = n - rng.randint(0, max(1, int(n * window)), size=q)
    elif shape == "random":
        prefixes = rng.randint(1, n + 1, size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(n))
        prefixes = np.minimum(n, (rng.randint(1, n // block + 1, size=q) + 1) * block - 1)
    elif shape == "small":
        prefixes = rng.randint(1, min(n, 100) + 1, size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    prefixes[0] = n
    f = _prefix_best(a.tolist())
    codes = []
    last = 0
    for i in prefixes.tolist():
        codes.append((i - 1 - last) % n)
        last = f[i]
    return {"a": a, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
