"""Tests for distinct_prime_factor_sums.

m and q encoded queries (x, y): with `last` the previous answer (0 at first), the query is
l = (x + last) mod m + 1, r = (y + last) mod m + 1, swapped if l > r. The generator picks
the decoded ranges it wants and encodes them with the answers it computes (a numpy sieve of
omega). `shape`: `long` ranges from within the first `window * m` numbers to within the
last (each near the whole of [1, m]); `random` uniform ends; `block-end` ends at k * B - 1
for the block length B = isqrt(m) + 1 of a checkpoint solution (the longest partial block
to sieve, on both ends).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _prefix_omega(m: int) -> np.ndarray:
    omega = np.zeros(m + 1, dtype=np.int64)
    for p in range(2, m + 1):
        if omega[p] == 0:
            omega[p::p] += 1
    return np.cumsum(omega)


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "long",
             window: float = 0.02) -> dict[str, Any]:
    if shape == "long":
        w = max(1, int(window * m))
        lo = rng.randint(1, w + 1, size=q)
        hi = rng.randint(m - w + 1, m + 1, size=q)
    elif shape == "random":
        lo = rng.randint(1, m + 1, size=q)
        hi = rng.randint(1, m + 1, size=q)
    elif shape == "block-end":
        b = int(np.sqrt(m)) + 1
        ends = np.arange(b - 1, m + 1, b)
        lo = ends[rng.randint(0, len(ends), size=q)] + 1
        hi = ends[rng.randint(0, len(ends), size=q)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    lo, hi = np.minimum(lo, hi), np.maximum(lo, hi)
    s = _prefix_omega(m)
    queries = np.zeros((q, 2), dtype=np.int64)
    last = 0
    for i in range(q):
        low, high = int(lo[i]), int(hi[i])
        if rng.randint(2):  # either order decodes to the same range
            low, high = high, low
        queries[i, 0] = (low - 1 - last) % m
        queries[i, 1] = (high - 1 - last) % m
        last = int(s[max(low, high)] - s[min(low, high) - 1])
    return {"m": m, "queries": queries}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
