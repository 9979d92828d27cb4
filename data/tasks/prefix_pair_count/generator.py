"""Tests for prefix_pair_count.

n words and m query prefixes, lower-case strings of length 1..max_len over the first
`alphabet` letters, both read-only. A fraction `hit` of the prefixes are cut from a random
word (so they match it and its neighbours), the rest are random strings. `shape` chooses:
`uniform` (as above); `stem` puts a common stem of `stem` letters in front of every word
and every prefix, so that a pair comparison runs past the stem before it can fail; `short`
draws prefixes of 1-2 letters, so that each matches a large share of the words (the answer
then exceeds the range of a 32-bit integer in the large rows).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _strings(rng: np.random.RandomState, count: int, alphabet: int, max_len: int) -> list[str]:
    lengths = rng.randint(1, max_len + 1, size=count)
    letters = rng.randint(0, alphabet, size=int(lengths.sum())) + ord("a")
    text = letters.astype(np.uint8).tobytes().decode("ascii")
    out = []
    pos = 0
    for length in lengths.tolist():
        out.append(text[pos:pos + length])
        pos += length
    return out


def generate(rng: np.random.RandomState, n: int, m: int, *, alphabet: int = 4,
             max_len: int = 10, hit: float = 0.7, shape: str = "uniform",
             stem: int = 24) -> dict[str, Any]:
    words = _strings(rng, n, alphabet, max_len)
    if shape == "short":
        prefixes = _strings(rng, m, alphabet, 2)
    elif shape in ("uniform", "stem"):
        prefixes = _strings(rng, m, alphabet, max_len)
        cut = rng.random_sample(m) < hit
        source = rng.randint(0, n, size=m)
        for j in np.flatnonzero(cut).tolist():
            w = words[int(source[j])]
            prefixes[j] = w[:int(rng.randint(1, len(w) + 1))]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if shape == "stem":
        head = "".join(chr(ord("a") + int(c)) for c in rng.randint(0, alphabet, size=stem))
        words = [head + w for w in words]
        prefixes = [head + p for p in prefixes]
    return {"words": words, "prefixes": prefixes}
