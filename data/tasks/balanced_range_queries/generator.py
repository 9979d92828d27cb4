"""Tests for balanced_range_queries.

`mountain` strings: the heights h (h[0] = 0, +1 per '(', -1 per ')') are the absolute value
of a random walk over the first half, mirrored over the second, so h >= 0 everywhere and h
returns to 0 often near both ends. A substring s[l..r] whose h[l-1] is 0 is then balanced
exactly when h[r] is 0, and its running balance never goes negative, so a walk cannot stop
early. Queries: `random` (two uniform ends), `long` (l-1 among the zeros of h in the first
`window` of the string, r among its zeros in the last, or with probability `unbalanced` a
uniform position there), `whole` (the same with the first `left` zeros and r in the last
`edge` positions). `random` strings are uniform characters.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _heights(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        steps = np.where(rng.random_sample(n) < 0.5, 1, -1)
        return np.concatenate([[0], np.cumsum(steps)])
    if mode == "mountain":
        half = n // 2
        walk = np.abs(np.concatenate([[0], np.cumsum(np.where(rng.random_sample(half) < 0.5, 1, -1))]))
        h = np.concatenate([walk, walk[::-1][1:]])  # length 2*half + 1
        if n % 2:
            h = np.concatenate([h, [h[-1] + 1]])
        return h
    raise ValueError(f"unknown string mode {mode!r}")


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "random", string: str = "mountain",
             unbalanced: float = 0.5, window: float = 0.125, left: int = 40, edge: int = 2000) -> dict[str, Any]:
    h = _heights(rng, string, n)
    s = "".join(np.where(np.diff(h) > 0, "(", ")").tolist())
    if shape == "random":
        x = rng.randint(1, n + 1, size=q)
        y = rng.randint(1, n + 1, size=q)
        l, r = np.minimum(x, y), np.maximum(x, y)
    else:
        zeros = np.flatnonzero(h == 0)
        if shape == "long":
            w = max(1, int(n * window))
            starts = zeros[(zeros < w) & (zeros < n)]
            ends = zeros[(zeros > n - w) & (zeros > 0)]
            first_end = n - w + 1
        elif shape == "whole":
            starts = zeros[zeros < n][:left]
            ends = zeros[(zeros > n - edge) & (zeros > 0)]
            first_end = max(1, n - edge + 1)
        else:
            raise ValueError(f"unknown shape {shape!r}")
        if len(starts) == 0:
            starts = np.array([0])
        if len(ends) == 0:
            ends = np.array([n])
        l = starts[rng.randint(0, len(starts), size=q)] + 1
        r = ends[rng.randint(0, len(ends), size=q)]
        r = np.where(rng.random_sample(q) < unbalanced, rng.randint(first_end, n + 1, size=q), r)
        l, r = np.minimum(l, r), np.maximum(l, r)
    queries = np.stack([l, r], axis=1).astype(np.int64)
    return {"s": s, "queries": queries}
