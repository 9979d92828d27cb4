"""Tests for distance_value_count.

n values a and m values b in [-10^9, 10^9] and a distance d. `shape` chooses them:
`sparse` draws both uniformly with d = 1000 (almost no a_i has a b_j that close: every
value of a is compared with all of b by a scan that stops at the first close value),
`half` draws both uniformly with d set so that about half the values of a are within d of
some b_j, `edge` draws b around the values of a at distance exactly d or d + 1 (the bound
is inclusive), `dups` draws both from [-50, 50] with d in 0..2 (many equal values), and
`sorted` / `descending` are `sparse` arrays in increasing / decreasing order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(
    rng: np.random.RandomState, n: int, m: int | None = None, *, shape: str = "sparse"
) -> dict[str, Any]:
    m = n if m is None else m
    if shape in ("sparse", "sorted", "descending", "half"):
        a = rng.randint(-VMAX, VMAX + 1, size=n).astype(np.int64)
        b = rng.randint(-VMAX, VMAX + 1, size=m).astype(np.int64)
        d = int(2 * VMAX * np.log(2) / (2 * m)) if shape == "half" else 1000
        if shape == "sorted":
            a, b = np.sort(a), np.sort(b)
        elif shape == "descending":
            a, b = np.sort(a)[::-1], np.sort(b)[::-1]
    elif shape == "edge":
        d = int(rng.randint(0, 10**6))
        a = rng.randint(-VMAX + 2 * 10**6, VMAX - 2 * 10**6 + 1, size=n).astype(np.int64)
        src = a[rng.randint(0, n, size=m)]
        sign = np.where(rng.rand(m) < 0.5, -1, 1)
        b = src + sign * (d + (rng.rand(m) < 0.7))
    elif shape == "dups":
        a = rng.randint(-50, 51, size=n).astype(np.int64)
        b = rng.randint(-50, 51, size=m).astype(np.int64)
        b = b[b % 3 != 0] if m > 3 else b
        d = int(rng.randint(0, 3))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a, "b": b, "d": d}
