"""Tests for bwt_run_count.

A string of n lowercase letters. `shape` chooses it: `uniform` draws each letter from the
first `letters` of the alphabet; `copies` builds the string from pieces of 8 to `piece`
letters, each (with probability `repeat`) a copy of an earlier stretch with one letter in
`mutate` changed, or else fresh uniform letters, so that repeats are common (fewer, longer
BWT runs) while the longest repeat, and with it the cost of a letter-by-letter suffix
comparison, stays small; `runs` concatenates runs of one letter of random length 1 to
`piece`.
"""

from __future__ import annotations

import string
from typing import Any

import numpy as np

ALPHABET = np.frombuffer(string.ascii_lowercase.encode(), dtype=np.uint8)


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform", letters: int = 4,
             piece: int = 24, repeat: float = 0.5, mutate: int = 6) -> dict[str, Any]:
    if shape == "uniform":
        s = rng.randint(0, letters, size=n)
    elif shape == "copies":
        s = np.empty(n, dtype=np.int64)
        pos = 0
        while pos < n:
            length = min(int(rng.randint(8, piece + 1)), n - pos)
            if pos >= length and rng.random_sample() < repeat:
                start = int(rng.randint(0, pos - length + 1))
                s[pos:pos + length] = s[start:start + length]
                for k in range(0, length, mutate):
                    off = min(length - 1, k + int(rng.randint(0, mutate)))
                    s[pos + off] = rng.randint(0, letters)
            else:
                s[pos:pos + length] = rng.randint(0, letters, size=length)
            pos += length
    elif shape == "runs":
        lengths = rng.randint(1, piece + 1, size=n)
        s = np.repeat(rng.randint(0, letters, size=n), lengths)[:n]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"s": ALPHABET[s].tobytes().decode()}
