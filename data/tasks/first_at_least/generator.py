"""Tests for first_at_least.

Values are 64-bit (|a_i| <= 10^12) so that the block maxima of an O(sqrt n) solution take
8 bytes each. A query [l, x] is made from a position r >= l: x is a_r, so the answer is at
most r, and with `trend` values (increasing with noise) it is close to r; with probability
`missing`, x exceeds every value (answer n + 1), and with probability `at_l`, x = a_l
(answer l). Shapes of (l, r): `random` (l uniform, r uniform in [l, n]), `long` (l in the
first `window` of the array, r in the last), `whole` (l among the first `left` positions,
r among the last `edge`): there a sqrt decomposition walks about one block, all the block
maxima and half a block, while a segment tree descends about two root-to-leaf paths.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**12


def _values(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
    if mode == "trend":  # increasing with noise: the answer lies near a_r's position
        step = (2 * LIMIT) // max(1, n)
        base = -LIMIT + np.arange(n, dtype=np.int64) * step
        noise = rng.randint(-8 * step, 8 * step + 1, size=n, dtype=np.int64)
        return np.clip(base + noise, -LIMIT, LIMIT)
    if mode == "few":  # many equal values: ties decide "at least" against "greater than"
        return rng.choice(np.array([-LIMIT, -1, 0, 1, LIMIT], dtype=np.int64), size=n)
    raise ValueError(f"unknown values mode {mode!r}")


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "random", values: str = "random",
             missing: float = 0.05, at_l: float = 0.05, window: float = 0.125, left: int = 40,
             edge: int = 2000) -> dict[str, Any]:
    a = _values(rng, values, n)
    if shape == "random":
        l = rng.randint(1, n + 1, size=q)
        r = l + (rng.random_sample(q) * (n - l + 1)).astype(np.int64)
    elif shape == "long":
        w = max(1, int(n * window))
        l = rng.randint(1, w + 1, size=q)
        r = n - rng.randint(0, w, size=q)
    elif shape == "whole":
        l = rng.randint(1, min(n, left) + 1, size=q)
        r = n - rng.randint(0, min(n, edge), size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    r = np.clip(np.maximum(l, r), 1, n)
    x = a[r - 1].copy()
    pick = rng.random_sample(q)
    x = np.where(pick < at_l, a[l - 1], x)
    x = np.where(pick > 1 - missing, LIMIT + 1 + rng.randint(0, 1000, size=q), x)
    queries = np.stack([l.astype(np.int64), x.astype(np.int64)], axis=1)
    return {"a": a, "queries": queries}
