"""Tests for kth_pair_distance.

Every baseline binary-searches the answer over [0, max - min], 32 steps when the values
span the 32-bit range [-2^31, 2^31 - 1], whatever k is; what differs is the count of pairs
at distance at most d in each step: all n^2 / 2 pairs (no copy), n^2 / (2B) scanned
elements with two binary searches each into a sorted block of B = 10 sqrt(n) values, or
one pass over a sorted copy. The tests vary what checks answers: k at either end (1: the
smallest distance; n(n-1)/2: max - min) and in between, many equal values (`spread`
small: most distances 0 or tiny, ties at the answer; spread 1: three values, so only two
binary-search steps, which lets row 1 hold a large n cheaply), values at both ends of the
32-bit range (distances up to 2^32 - 1, which overflow a 32-bit subtraction), and already
sorted or reversed input.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LOW, HIGH = -(2**31), 2**31 - 1


def generate(rng: np.random.RandomState, n: int, *, rank: float = 0.5, spread: int | None = None,
             order: str = "random") -> dict[str, Any]:
    """Values in the whole 32-bit range, or in [-spread, spread] (many equal values when
    spread is small); k is the pair at fraction `rank` of the n(n-1)/2 distances in increasing order
    (0: k = 1, 1: the largest distance)."""
    if spread is None:
        a = rng.randint(LOW, HIGH + 1, size=n, dtype=np.int64)
        a[rng.randint(0, n)] = LOW  # the widest span: distances reach 2^32 - 1
        a[rng.randint(0, n)] = HIGH
    else:
        a = rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
    if order == "sorted":
        a.sort()
    elif order == "reversed":
        a = np.sort(a)[::-1].copy()
    total = n * (n - 1) // 2
    k = min(total, max(1, round(rank * total)))
    return {"a": a, "k": k}
