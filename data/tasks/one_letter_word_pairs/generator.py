"""Tests for one_letter_word_pairs.

n words of `length` letters drawn from the first `alpha` letters of the alphabet. A small
alphabet makes the word space small (alpha ** length words), so that words have many
neighbours and repeat; `dups` copies a random word over a share of the list (runs of equal
words, whose pairs must not count and whose neighbour pairs multiply).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(
    rng: np.random.RandomState,
    n: int,
    *,
    length: int = 5,
    alpha: int = 6,
    dups: float = 0.0,
) -> dict[str, Any]:
    letters = rng.randint(0, alpha, size=(n, length))
    if dups > 0:
        k = int(n * dups)
        idx = rng.choice(n, size=k, replace=False)
        src = rng.randint(0, max(1, n // 50), size=k)
        letters[idx] = letters[src]
    words = ["".join(chr(97 + int(c)) for c in row) for row in letters]
    return {"words": words}
