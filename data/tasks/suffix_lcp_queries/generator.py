"""Tests for suffix_lcp_queries.

Comparing two suffixes letter by letter costs their LCP, so the rows that must rule that
out use strings with long repeats: a run of one letter, a periodic string (a random block
of `period` letters repeated) or a prefix of the Fibonacci word, each with `mutations`
random letters, and queries whose starts differ by a multiple of the period (`aligned`:
their LCP runs to the next mutation or to the end of the string). Other queries pair
random starts; `same` of them ask a suffix against itself (the LCP is its length).
"""

from __future__ import annotations

import string
from typing import Any

import numpy as np

ALPHABET = np.frombuffer(string.ascii_lowercase.encode(), dtype=np.uint8)


def _fibonacci(length: int) -> np.ndarray:
    a, b = "a", "ab"
    while len(b) < length:
        a, b = b, b + a
    return np.frombuffer(b[:length].encode(), dtype=np.uint8) - ord("a")


def generate(rng: np.random.RandomState, n: int, q: int, shape: str, *, letters: int = 26, period: int = 1,
             mutations: int = 0, aligned: float = 0.0, same: float = 0.0) -> dict[str, Any]:
    if shape == "run":
        s = np.full(n, rng.randint(0, letters))
        period = 1
    elif shape == "periodic":
        s = np.resize(rng.randint(0, letters, size=period), n)
    elif shape == "fibonacci":
        s = _fibonacci(n).astype(np.int64)
    elif shape == "random":
        s = rng.randint(0, letters, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if mutations:
        s[rng.randint(0, n, size=mutations)] = rng.randint(0, 26, size=mutations)
    i = rng.randint(0, n, size=q)
    j = rng.randint(0, n, size=q)
    kind = rng.random_sample(q)
    # aligned: j = i + a multiple of the period, both inside the string
    steps = (n - 1 - i) // period
    j_aligned = i + period * (rng.random_sample(q) * (steps + 1)).astype(np.int64)
    swap = rng.random_sample(q) < 0.5
    a = np.where(kind < aligned, np.where(swap, j_aligned, i), i)
    b = np.where(kind < aligned, np.where(swap, i, j_aligned), j)
    b = np.where((kind >= aligned) & (kind < aligned + same), a, b)
    return {"s": ALPHABET[s].tobytes().decode(), "queries": np.stack([a, b], axis=1).astype(np.int64)}
