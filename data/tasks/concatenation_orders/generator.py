"""Tests for concatenation_orders.

n words (non-empty, total length `length`) and a target of that length. `shape` chooses
them: `random` cuts `length` into n random positive lengths, fills the words with random
letters from the first `alphabet` letters and spells the target with the words in a random
order (the answer is 1 or a little more, and a word rarely matches elsewhere, so a
backtracking search meets few dead ends); `binary` does the same over {a, b} with short
words (many partial orders match); `unary` makes every word a run of 'a' (every order
spells the target: n! orders, the most work for every method); `periodic` repeats one
short period (words are powers of it, so again every order matches); `absent` is `random`
with one letter of the target changed (usually no order at all). `tail` > 0 adds one more
word, a run of `tail` letters 'z', placed in the target after a random subset of the other
words: it fits at one place only, and it makes the target long (the inclusion-exclusion's
table of |target| counts) without adding orders (`tail_end` puts it last, which keeps all n! orders of `unary`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _lengths(rng: np.random.RandomState, n: int, length: int) -> list[int]:
    cuts = sorted(int(c) for c in rng.choice(np.arange(1, length), size=n - 1, replace=False))
    bounds = [0, *cuts, length]
    return [bounds[i + 1] - bounds[i] for i in range(n)]


def generate(rng: np.random.RandomState, n: int, length: int, *, shape: str = "random",
             alphabet: int = 26, tail: int = 0,
             tail_end: bool = False) -> dict[str, Any]:
    lengths = _lengths(rng, n, length)
    if shape in ("random", "absent", "binary"):
        letters = LETTERS[: 2 if shape == "binary" else alphabet]
        words = ["".join(letters[int(c)] for c in rng.randint(0, len(letters), size=k))
                 for k in lengths]
        order = rng.permutation(n)
        target = "".join(words[int(i)] for i in order)
        if shape == "absent":
            at = int(rng.randint(0, length))
            replacement = letters[(letters.index(target[at]) + 1) % len(letters)]
            target = target[:at] + replacement + target[at + 1:]
    elif shape == "unary":
        words = ["a" * k for k in lengths]
        target = "a" * length
    elif shape == "periodic":
        period = "".join(LETTERS[int(c)] for c in rng.randint(0, 2, size=3))
        words = [period * k for k in lengths]
        target = period * length
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if tail > 0:
        unit = len(target) // length
        before = sum(lengths[i] for i in range(n) if tail_end or rng.randint(0, 2)) * unit
        target = target[:before] + "z" * tail + target[before:]
        words.insert(int(rng.randint(0, n + 1)), "z" * tail)
    return {"words": words, "target": target}
