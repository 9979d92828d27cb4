"""Tests for four_word_lock.

Four lists of n words each (lower-case, lengths 1..12), a start code s and a target t (signed
64-bit bit patterns). `shape` chooses them: `planted` draws random words and sets t to the
code of `plants` random quadruples' first one (answer >= 1, more where words repeat);
`dups` draws the words from a small vocabulary of `vocab` words so that every list holds
long runs of repeats and the planted quadruple is counted many times; `absent` draws a random
t (answer almost surely 0).
"""

from __future__ import annotations

from typing import Any

import numpy as np

M = (1 << 64) - 1
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _key(w: str) -> int:
    h = 14695981039346656037
    for ch in w.encode():
        h = ((h ^ ch) * 1099511628211) & M
    return h


def _mix(z: int) -> int:
    z ^= z >> 30
    z = (z * 0xBF58476D1CE4E5B9) & M
    z ^= z >> 27
    z = (z * 0x94D049BB133111EB) & M
    return z ^ (z >> 31)


def code(words: list[str], s: int) -> int:
    h = s & M
    for w in words:
        h = _mix(h ^ _key(w))
    return h


def _signed(v: int) -> int:
    return v - (1 << 64) if v >= 1 << 63 else v


def _word(rng: np.random.RandomState) -> str:
    length = int(rng.randint(1, 13))
    return "".join(LETTERS[int(i)] for i in rng.randint(0, 26, size=length))


def generate(rng: np.random.RandomState, n: int, *, shape: str = "planted",
             vocab: int = 8) -> dict[str, Any]:
    if shape == "dups":
        pool = [_word(rng) for _ in range(vocab)]
        lists = [[pool[int(i)] for i in rng.randint(0, vocab, size=n)] for _ in range(4)]
    elif shape in ("planted", "absent"):
        lists = [[_word(rng) for _ in range(n)] for _ in range(4)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    s = int(rng.randint(-(1 << 62), 1 << 62)) * 2 + int(rng.randint(0, 2))
    if shape == "absent":
        t = int(rng.randint(-(1 << 62), 1 << 62)) * 2 + 1
    else:
        pick = [lst[int(rng.randint(0, n))] for lst in lists]
        t = _signed(code(pick, s))
    return {"a": lists[0], "b": lists[1], "c": lists[2], "d": lists[3], "s": s, "t": t}
