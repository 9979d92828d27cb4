"""Tests for longest_common_substring.

The diagonal scan visits all n * m pairs whatever the letters, so its rows need no special
shape; the shapes are for the fast classes and for answers. `random` text over 26 letters
has a short answer (about log n), so every binary-search step of a hashing solution scans
both strings, and `plant` copies one random block into both strings at random places (a
long unique answer). Over two letters (`letters: 2`) the suffix automaton has many
states with both transitions and the answer is about 2 log n. `run` makes a a run of one
letter and b the same run with some letters changed (`mutations`): answers near n and
thousands of equal windows, which punishes a hashing solution that verifies every window
with an equal hash instead of stopping at the first. `m_ratio` makes b shorter than a.
"""

from __future__ import annotations

import string
from typing import Any

import numpy as np

ALPHABET = np.frombuffer(string.ascii_lowercase.encode(), dtype=np.uint8)


def generate(rng: np.random.RandomState, n: int, shape: str = "random", *, m_ratio: float = 1.0,
             letters: int = 26, plant: int = 0, mutations: int = 0) -> dict[str, Any]:
    m = max(1, int(n * m_ratio))
    if shape == "random":
        a = rng.randint(0, letters, size=n)
        b = rng.randint(0, letters, size=m)
    elif shape == "run":
        c = rng.randint(0, letters)
        a = np.full(n, c)
        b = np.full(m, c)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if plant:
        block = rng.randint(0, letters, size=plant)
        i, j = rng.randint(0, n - plant + 1), rng.randint(0, m - plant + 1)
        a[i : i + plant] = block
        b[j : j + plant] = block
    b[rng.randint(0, m, size=mutations)] = rng.randint(0, 26, size=mutations)
    return {"a": ALPHABET[a].tobytes().decode(), "b": ALPHABET[b].tobytes().decode()}
