"""Tests for pattern_prefix_matches.

Comparing p with t from every start until the first mismatch costs the sum of the answers
plus n, so the rows' tests are built to make that sum about n * m: a run of one letter in
both strings (`run`: every start matches min(m, n - i) letters), the same with the
pattern's last letter changed (`run` with `tail`: the answer is just below n * m and a
solution must not stop at the first full match), and a periodic text whose pattern is a
prefix of it (`periodic`: one start in every period matches far). Mutations (random
letters at random positions of t) break the runs here and there so that answers differ
from a closed formula. `fibonacci` (a prefix of the Fibonacci word as both strings) has
nested long matches at irregular starts, the shape that checks the Z-box bookkeeping of a
linear solution; `random` text over a few letters with the pattern copied from it checks
answers only. The fast row keeps m large (2*10^5) so that the pattern's Z-array is
hundreds of kilobytes, and n much larger than m (4*10^6) so that an O(n + m) array (the
Z-function of p + '#' + t) is far above an O(m) one.
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


def generate(rng: np.random.RandomState, n: int, m: int, shape: str, *, letters: int = 26, period: int = 2,
             tail: bool = False, mutations: int = 0) -> dict[str, Any]:
    """t of n letters, p of m letters, among the first `letters` of the alphabet."""
    if shape == "run":
        c = rng.randint(0, letters)
        t = np.full(n, c)
        p = np.full(m, c)
    elif shape == "periodic":
        unit = rng.randint(0, letters, size=period)
        unit[-1] = (unit[0] + 1) % letters  # not a run of one letter
        t = np.resize(unit, n)
        p = np.resize(unit, m)
    elif shape == "fibonacci":
        word = _fibonacci(max(n, m))
        t, p = word[:n].copy(), word[:m].copy()
    elif shape == "random":
        t = rng.randint(0, letters, size=n)
        start = rng.randint(0, max(1, n - m + 1))
        p = np.resize(t[start : start + m], m) if m <= n else rng.randint(0, letters, size=m)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if tail:
        p[-1] = (p[-1] + 1) % 26
    t[rng.randint(0, n, size=mutations)] = rng.randint(0, 26, size=mutations)
    return {"t": ALPHABET[t].tobytes().decode(), "p": ALPHABET[p].tobytes().decode()}
