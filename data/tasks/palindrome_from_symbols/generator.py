"""Tests for palindrome_from_symbols.

A read-only sequence of n symbol codes in 0..10^9 (no counting array fits). `shape` chooses
it:
- `pool`: every symbol drawn from a pool of `d` random codes (default n/2: symbols occur
  about twice, half of them an odd number of times), in random order;
- `descending`: the `pool` sequence listed in decreasing order (a scan that keeps the
  smallest symbols seen so far must take every symbol it meets);
- `distinct`: n different codes (the answer is 1);
- `paired`: n/2 codes, each written twice, shuffled, plus `odd` codes once (the answer is
  n - odd + 1, or n when odd is 0).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIM = 10**9


def _codes(d: int, rng: np.random.RandomState) -> np.ndarray:
    # d distinct codes spread over 0..10^9, in random order
    while True:
        v = np.unique(rng.randint(0, LIM + 1, size=2 * d + 16).astype(np.int64))
        if len(v) >= d:
            return rng.permutation(v)[:d]


def generate(rng: np.random.RandomState, n: int, *, shape: str = "pool", d: int = 0,
             odd: int = 3) -> dict[str, Any]:
    if shape in ("pool", "descending"):
        pool = _codes(d or max(1, n // 2), rng)
        s = pool[rng.randint(0, len(pool), size=n)]
        if shape == "descending":
            s = np.sort(s)[::-1]
    elif shape == "distinct":
        s = _codes(n, rng)
    elif shape == "paired":
        half = (n - odd) // 2
        codes = _codes(half + odd, rng)
        s = rng.permutation(np.concatenate([codes[:half], codes[:half], codes[half:]]))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"s": [int(v) for v in s]}
