"""Tests for longest_distinct_word_run.

The backward rescan (O(1) space) pays, for every word, a scan of the current window that
stops at an equal word: it is slow when repeats are rare or far apart, so every shape
keeps the windows long. `distinct` has no repeat (the answer is n, every scan runs over
the whole prefix); `cycle` repeats a pool of `pool` distinct words, shuffled in every
period (windows of about `pool` words, each scan about `pool` long); `random` draws n
words with replacement from `pool` words. Words are 1 to 10 lowercase letters; `prefix`
letters shared by every word make each comparison look past a common prefix.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LETTERS = np.array(list("abcdefghijklmnopqrstuvwxyz"))


def _distinct(rng: np.random.RandomState, count: int, prefix: str) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    while len(out) < count:
        need = count - len(out) + 16
        lengths = rng.randint(max(1, 5 - len(prefix)), 11 - len(prefix), size=need)
        letters = LETTERS[rng.randint(0, 26, size=int(lengths.sum()))]
        pos = 0
        for length in lengths:
            word = prefix + "".join(letters[pos : pos + length])
            pos += int(length)
            if word not in seen:
                seen.add(word)
                out.append(word)
    return out[:count]


def generate(rng: np.random.RandomState, n: int, shape: str, *, pool: int = 0, prefix: str = "") -> dict[str, Any]:
    """n words of 1-10 lowercase letters."""
    if shape == "distinct":
        words = _distinct(rng, n, prefix)
    elif shape == "cycle":
        base = _distinct(rng, pool, prefix)
        words = []
        while len(words) < n:
            words.extend(base[k] for k in rng.permutation(pool))
        words = words[:n]
    elif shape == "random":
        base = _distinct(rng, pool, prefix)
        words = [base[k] for k in rng.randint(0, pool, size=n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"words": words}
