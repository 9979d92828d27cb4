"""Tests for max_subarray_range_queries.

Values are in [-10^6, 10^6] and n is up to 2^19, so one answer can reach about 5.3*10^11
(more than 32 bits) and the sum of 3*10^5 answers stays below 1.6*10^17.
Value modes: `random` (uniform), `negative` (every value below zero: the answer is the
largest single value, which breaks Kadane written with a running sum reset to 0),
`positive` (mostly positive: answers are near the whole range's sum, past 2^31), `few`
(values among -10^6, -1, 0, 1, 10^6).
Query shapes: `random` (two uniform ends), `long` (l in the first `window` of the array, r
in the last), `whole` (l among the first `left` positions, r among the last `edge`):
near-whole ranges cost a sqrt decomposition about sqrt(n) block steps plus two partial
blocks per query, while a segment tree walks about 2*log2(n) nodes.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**6


def _values(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(-LIMIT, LIMIT + 1, size=n).astype(np.int64)
    if mode == "negative":
        return rng.randint(-LIMIT, 0, size=n).astype(np.int64)
    if mode == "positive":  # about one value in eight negative
        a = rng.randint(0, LIMIT + 1, size=n).astype(np.int64)
        neg = rng.randint(0, 8, size=n) == 0
        a[neg] = -a[neg]
        return a
    if mode == "few":
        return rng.choice(np.array([-LIMIT, -1, 0, 1, LIMIT], dtype=np.int64), size=n)
    raise ValueError(f"unknown values mode {mode!r}")


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "random", values: str = "random",
             window: float = 0.125, left: int = 40, edge: int = 2000) -> dict[str, Any]:
    a = _values(rng, values, n)
    if shape == "random":
        x = rng.randint(1, n + 1, size=q)
        y = rng.randint(1, n + 1, size=q)
        l, r = np.minimum(x, y), np.maximum(x, y)
    elif shape == "long":
        w = max(1, int(n * window))
        l = rng.randint(1, w + 1, size=q)
        r = n - rng.randint(0, w, size=q)
    elif shape == "whole":
        l = rng.randint(1, min(n, left) + 1, size=q)
        r = n - rng.randint(0, min(n, edge), size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    l, r = np.minimum(l, r), np.maximum(l, r)
    queries = np.stack([l, r], axis=1).astype(np.int64)
    return {"a": a, "queries": queries}
