"""Tests for common_window_pairs.

Two strings a (length n) and b (length m) of lowercase letters and a window length k
(5..12). `shape` chooses them: `shared` draws a at random over the first `alpha` letters
and builds b from pieces copied out of a (lengths k..8k, one letter in 40 changed) between
random pieces, so that many windows of b occur in a, some several times; `random` draws
both independently (very few common windows: the answer is small, the work is not);
`periodic` repeats one random word of length `period` in both (almost every window is
common: answers near n m / period, far above 2^31 at the row sizes).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LETTERS = np.frombuffer(b"abcdefghijklmnopqrstuvwxyz", dtype=np.uint8)


def _text(x: np.ndarray) -> str:
    return LETTERS[x].tobytes().decode()


def generate(rng: np.random.RandomState, n: int, m: int, k: int, *, shape: str = "shared",
             alpha: int = 26, period: int = 7) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(0, alpha, size=n)
        b = rng.randint(0, alpha, size=m)
    elif shape == "shared":
        a = rng.randint(0, alpha, size=n)
        pieces = []
        total = 0
        while total < m:
            length = int(rng.randint(k, 8 * k + 1))
            if rng.randint(0, 2) and length <= n:
                start = int(rng.randint(0, n - length + 1))
                piece = a[start:start + length].copy()
                flips = rng.randint(0, 40, size=length) == 0
                piece[flips] = rng.randint(0, alpha, size=int(flips.sum()))
            else:
                piece = rng.randint(0, alpha, size=length)
            pieces.append(piece)
            total += length
        b = np.concatenate(pieces)[:m]
    elif shape == "periodic":
        word = rng.randint(0, alpha, size=period)
        a = np.resize(word, n)
        b = np.resize(np.roll(word, int(rng.randint(0, period))), m)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": _text(a), "b": _text(b), "k": int(k)}
