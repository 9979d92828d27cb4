"""Tests for longest_repeated_substring.

The diagonal scan compares all n (n - 1) / 2 pairs whatever the letters, so its rows need
no special shape; the shapes are for the fast classes and for answers. `random` text over
26 letters has a short answer (about 2 log_26 n) and sorts in few doubling rounds; `plant`
copies a random block to a second random place (a long answer with possibly overlapping
copies). `run` (one letter, a few `mutations`) and `fibonacci` (the Fibonacci word, whose
longest repeat is long and whose suffixes share long prefixes) make prefix doubling run all
its log n rounds and give the suffix automaton its longest link chains. Over two letters
(`letters: 2`) the automaton has many branching states.
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


def generate(rng: np.random.RandomState, n: int, shape: str = "random", *, letters: int = 26, plant: int = 0,
             mutations: int = 0) -> dict[str, Any]:
    if shape == "random":
        s = rng.randint(0, letters, size=n)
    elif shape == "run":
        s = np.full(n, rng.randint(0, letters))
    elif shape == "fibonacci":
        s = _fibonacci(n).copy()
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if plant:
        block = rng.randint(0, letters, size=plant)
        for start in rng.randint(0, n - plant + 1, size=2):
            s[start : start + plant] = block
    s[rng.randint(0, n, size=mutations)] = rng.randint(0, 26, size=mutations)
    return {"s": ALPHABET[s].tobytes().decode()}
