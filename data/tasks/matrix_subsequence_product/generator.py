"""Tests for matrix_subsequence_product.

n matrices of SL2(Z_p), p = 10^9 + 7, each [a, b, c, d] for the rows (a b) and (c d), with
determinant a d - b c = 1 mod p, and a target. `shape` chooses them:
`random`: uniform random matrices of determinant 1 (a, b, c uniform, a != 0, d solved);
          the target is the product of a planted subsequence (each index kept with
          probability 1/2), so the answer is at least 1 and almost always exactly 1;
`absent`: random matrices and a random target of determinant 1, almost surely no match;
`small`:  every matrix drawn from a few fixed ones (the identity, -I, S = (0 -1; 1 0) of
          order 4, U = (1 1; 0 1), (0 -1; 1 1) of order 6, and their inverses) and the target
          the product of a planted subsequence: many subsequences share a product, the answer
          runs to the millions and the tables hold long runs of equal keys;
`unipotent`: upper unitriangular (1 x; 0 1) with small x in [0, spread] (they commute: the
          count is that of subsets with a given sum), target (1 s; 0 1) for s a planted sum;
`mixed`:  random matrices with a quarter of them replaced by copies of a few random ones.
"""

from __future__ import annotations

from typing import Any

import numpy as np

P = 1_000_000_007


def _random_sl2(rng: np.random.RandomState) -> list[int]:
    while True:
        a, b, c = (int(v) for v in rng.randint(0, P, size=3))
        if a != 0:
            d = (1 + b * c) * pow(a, P - 2, P) % P
            return [a, b, c, d]


def _mul(x: list[int], y: list[int]) -> list[int]:
    return [(x[0] * y[0] + x[1] * y[2]) % P, (x[0] * y[1] + x[1] * y[3]) % P,
            (x[2] * y[0] + x[3] * y[2]) % P, (x[2] * y[1] + x[3] * y[3]) % P]


def _planted(rng: np.random.RandomState, mats: list[list[int]]) -> list[int]:
    prod = [1, 0, 0, 1]
    keep = rng.randint(0, 2, size=len(mats))
    for m, k in zip(mats, keep, strict=True):
        if k:
            prod = _mul(prod, m)
    return prod


SMALL = [
    [1, 0, 0, 1], [P - 1, 0, 0, P - 1], [0, P - 1, 1, 0], [0, 1, P - 1, 0],
    [1, 1, 0, 1], [1, P - 1, 0, 1], [0, P - 1, 1, 1], [1, 1, P - 1, 0],
]


def generate(rng: np.random.RandomState, n: int, *, shape: str = "random",
             spread: int = 20) -> dict[str, Any]:
    if shape in ("random", "absent"):
        mats = [_random_sl2(rng) for _ in range(n)]
        target = _planted(rng, mats) if shape == "random" else _random_sl2(rng)
    elif shape == "small":
        mats = [list(SMALL[int(i)]) for i in rng.randint(0, len(SMALL), size=n)]
        target = _planted(rng, mats)
    elif shape == "unipotent":
        mats = [[1, int(x), 0, 1] for x in rng.randint(0, spread + 1, size=n)]
        target = _planted(rng, mats)
    elif shape == "mixed":
        mats = [_random_sl2(rng) for _ in range(n)]
        few = [_random_sl2(rng) for _ in range(3)]
        for i in rng.choice(n, size=n // 4, replace=False):
            mats[int(i)] = list(few[int(rng.randint(0, 3))])
        target = _planted(rng, mats)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"mats": mats, "target": target}
