"""Tests for anagram_substring_queries.

Counting the letters of two substrings costs their length whatever they hold, so the rows
that must rule that out use long queries (`long`: len between `low` and `high` times n);
others draw len at random. Strings are periodic (a random block of `period` letters among
the first `letters` of A, C, G, T, repeated, then `mutations` random letters put at random positions) so
that many queries are anagrams: in a periodic string any two windows whose length is a
multiple of the period hold the same letters, and a fraction `aligned` of the queries has
such a length (less the mutations that fall in one window and not the other); the other
queries are anagrams only by chance. `random` strings check answers only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

ALPHABET = np.frombuffer(b"ACGT", dtype=np.uint8)


def generate(rng: np.random.RandomState, n: int, q: int, shape: str, *, letters: int = 4, period: int = 20,
             mutations: int = 0, aligned: float = 0.5, long: float = 0.0, low: float = 0.5,
             high: float = 0.9) -> dict[str, Any]:
    if shape == "periodic":
        block = rng.randint(0, letters, size=period)
        s = np.resize(block, n)
    elif shape == "random":
        s = rng.randint(0, letters, size=n)
        period = 1
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if mutations:
        s[rng.randint(0, n, size=mutations)] = rng.randint(0, 4, size=mutations)
    lo = max(1, int(low * n))
    hi = max(lo, int(high * n))
    length = np.where(rng.random_sample(q) < long, rng.randint(lo, hi + 1, size=q), rng.randint(1, n + 1, size=q))
    is_aligned = (rng.random_sample(q) < aligned) & (n >= period)
    length = np.where(is_aligned, np.maximum(period, length // period * period), length)
    length = np.minimum(length, n)
    a = (rng.random_sample(q) * (n - length + 1)).astype(np.int64)
    b = (rng.random_sample(q) * (n - length + 1)).astype(np.int64)
    queries = np.stack([a, b, length], axis=1).astype(np.int64)
    return {"s": ALPHABET[s].tobytes().decode(), "queries": queries}
