"""Tests for longest_palindrome.

Expanding around every centre costs the sum, over centres, of the radius of the longest
palindrome there. On random text that sum is about linear, so the rows' tests are built to
make it quadratic: a run of one letter (every centre reaches an end of the string), and a
periodic string whose period is a palindrome followed by one other letter, e.g. "abab..."
or "abcbaxabcbax..." (two centres in every period reach an end: about n^2 / (2 * period)
steps, which skipping runs of equal letters does not avoid). A few `mutations` (random
letters at random positions) make the answer something other than n or n - 1 while most
centres stay long. `plant` copies a long random palindrome into random text: a long answer
that is not the whole string, cheap for every algorithm (only its own centre reaches far).
"""

from __future__ import annotations

import string
from typing import Any

import numpy as np

ALPHABET = np.frombuffer(string.ascii_lowercase.encode(), dtype=np.uint8)


def _palindrome(rng: np.random.RandomState, length: int, letters: int) -> np.ndarray:
    half = rng.randint(0, letters, size=(length + 1) // 2)
    return np.concatenate([half, half[: length // 2][::-1]])


def _text(rng: np.random.RandomState, n: int, shape: str, period: int, letters: int) -> np.ndarray:
    if shape == "run":
        return np.full(n, rng.randint(0, letters))
    if shape == "periodic":
        body = _palindrome(rng, period - 1, letters)
        other = (body[0] + rng.randint(1, letters)) % letters
        return np.resize(np.append(body, other), n)
    if shape == "random":
        return rng.randint(0, letters, size=n)
    raise ValueError(f"unknown shape {shape!r}")


def generate(rng: np.random.RandomState, n: int, shape: str, *, period: int = 2, letters: int = 26,
             mutations: int = 0, plant: int = 0) -> dict[str, Any]:
    """n letters among the first `letters` of the alphabet; mutations may use all 26."""
    text = _text(rng, n, shape, period, letters)
    if plant:
        start = rng.randint(0, n - plant + 1)
        text[start : start + plant] = _palindrome(rng, plant, letters)
    text[rng.randint(0, n, size=mutations)] = rng.randint(0, 26, size=mutations)
    return {"s": ALPHABET[text].tobytes().decode()}
