"""Tests for interval_union_length.

n intervals [l_i, r_i] with -10^9 <= l_i < r_i <= 10^9, read-only. `shape` chooses them:
`uniform` draws left ends uniformly and lengths up to 4*10^9 / n (about 63% of the line
covered, about n / e components: many merges and many gaps), `disjoint` cuts the line into
n pairwise disjoint intervals (gaps of 0 make touching neighbours) and shuffles them (every
endpoint is a component end: the most work for a per-endpoint test), `descending` lists the
same disjoint intervals by decreasing left end (every key of a scan beats the buffer's
largest: the most heap work for a buffered scan), `dups` draws both ends from a grid of 40
values (equal left ends, equal right ends, nested and identical intervals).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LO = -(10**9)
HI = 10**9


def _disjoint(rng: np.random.RandomState, n: int) -> tuple[np.ndarray, np.ndarray]:
    step = (HI - LO) // (2 * n)
    length = rng.randint(1, step + 1, size=n).astype(np.int64)
    gap = rng.randint(0, step, size=n).astype(np.int64)
    gap[0] = rng.randint(0, step)
    left = LO + np.cumsum(gap) + np.concatenate(([0], np.cumsum(length)[:-1]))
    return left, left + length


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        maxlen = max(1, 4 * (HI - LO) // n)
        length = rng.randint(1, maxlen + 1, size=n).astype(np.int64)
        length = np.minimum(length, HI - LO)
        left = LO + (rng.random_sample(n) * (HI - LO - length + 1)).astype(np.int64)
        right = left + length
    elif shape in ("disjoint", "descending"):
        left, right = _disjoint(rng, n)
        order = np.arange(n)[::-1] if shape == "descending" else rng.permutation(n)
        left, right = left[order], right[order]
    elif shape == "dups":
        grid = np.sort(rng.choice(np.arange(LO, HI + 1, 10**7), size=40, replace=False))
        a = rng.randint(0, 40, size=n)
        b = rng.randint(0, 40, size=n)
        b = np.where(a == b, (b + 1) % 40, b)
        left, right = grid[np.minimum(a, b)], grid[np.maximum(a, b)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"l": left.astype(np.int64), "r": right.astype(np.int64)}
