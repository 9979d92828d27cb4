"""Tests for uniform_window_from_start.

The string is cut into segments of `seg` characters, each with a dominant letter drawn at
random; inside a segment every character is the dominant letter except, with probability
`noise`, a uniformly random letter. A window from a start inside a segment can absorb about
k / noise characters (k changes), or reach a little past the segment's end, so `k`, `noise`
and `seg` set the windows' lengths. `starts` chooses the queries: uniform, or among the
first `region` of the string.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, k: int = 100, noise: float = 0.01,
             seg: int = 100000, starts: str = "uniform", region: float = 0.1) -> dict[str, Any]:
    segments = (n + seg - 1) // seg
    dominant = rng.randint(0, 26, size=segments)
    codes = np.repeat(dominant, seg)[:n]
    flip = rng.random_sample(n) < noise
    codes[flip] = rng.randint(0, 26, size=int(flip.sum()))
    s = (codes.astype(np.uint8) + ord("a")).tobytes().decode("ascii")
    if starts == "uniform":
        st = rng.randint(0, n, size=q)
    elif starts == "low":
        st = rng.randint(0, max(1, int(region * n)), size=q)
    else:
        raise ValueError(f"unknown starts {starts!r}")
    return {"s": s, "k": k, "starts": st.astype(np.int64)}
