"""Tests for largest_concatenation.

n read-only integers in 0..999999999 (at most nine digits each). `shape` chooses them:
`mixed` draws a digit count 1..9 then a value of that many digits (numbers of every length,
where the concatenation order differs from the numeric order), `reversed` is `mixed` listed
in the reverse of the answer's order (the number that ends the answer first: each value of a
refill scan beats the buffer's worst, the most heap work for a buffered walk), `prefixes`
repeats and cuts a few short digit words (3, 34, 343, 3434, ...: ties and near-ties of the
order, where comparing as strings or as numbers goes wrong), `small` draws values 0..99
(many equal values and zeros).
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

VMAX = 999_999_999


def _mixed(rng: np.random.RandomState, n: int) -> np.ndarray:
    digits = rng.randint(1, 10, size=n)
    low = np.where(digits == 1, 0, 10 ** (digits - 1).astype(np.int64))
    high = (10 ** digits.astype(np.int64)) - 1
    return (low + (rng.random_sample(n) * (high - low + 1)).astype(np.int64)).clip(0, VMAX)


def _order(x: str, y: str) -> int:
    return -1 if x + y > y + x else (1 if x + y < y + x else 0)


def generate(rng: np.random.RandomState, n: int, *, shape: str = "mixed") -> dict[str, Any]:
    if shape == "mixed":
        a = _mixed(rng, n)
    elif shape == "reversed":
        a = _mixed(rng, n)
        keys = sorted((str(int(v)) for v in a), key=functools.cmp_to_key(_order), reverse=True)
        a = np.array([int(s) for s in keys], dtype=np.int64)
    elif shape == "prefixes":
        words = []
        for _ in range(6):
            w = "".join(str(d) for d in rng.randint(1, 10, size=rng.randint(1, 4)))
            words.append(w)
        vals = []
        for _ in range(n):
            w = words[rng.randint(len(words))]
            s = (w * 9)[: rng.randint(1, 10)]
            vals.append(int(s))
        a = np.array(vals, dtype=np.int64)
    elif shape == "small":
        a = rng.randint(0, 100, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"nums": np.asarray(a, dtype=np.int64)}
