"""Tests for merged_lists_rank_sum.

k sorted lists of about `length` values each (N values in all), values in [-10^7, 10^7].
`shape` chooses them: `uniform` draws every list's length in [length / 2, 3 length / 2]
and its values over the whole range, so that the lists interleave at random (the hardest
merges: every comparison of a two-pointer or heap merge is a coin toss); `equal` is
`uniform` with every list exactly `length` long; `bands` gives each list a random band a
sixteenth of the range wide (lists overlap in part); `ragged` draws lengths from a
geometric law with mean `length` (many empty or short lists, a few long ones); `dups`
draws values from [-spread, spread] (many ties across lists); `extreme` puts every value
within `spread` of 10^7 or of -10^7 (products of a value and a rank overflow 32 bits).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**7


def _lengths(rng: np.random.RandomState, k: int, length: int, shape: str) -> np.ndarray:
    if shape == "equal":
        return np.full(k, length, dtype=np.int64)
    if shape == "ragged":
        return rng.geometric(1.0 / (length + 1), size=k).astype(np.int64) - 1
    lo = max(1, length // 2)
    return rng.randint(lo, length + (length - lo) + 1, size=k).astype(np.int64)


def generate(rng: np.random.RandomState, k: int, length: int, *, shape: str = "uniform",
             spread: int = 100) -> dict[str, Any]:
    sizes = _lengths(rng, k, length, shape)
    if sizes.sum() == 0:
        sizes[0] = 1
    lists = []
    for size in sizes.tolist():
        if shape in ("uniform", "equal", "ragged"):
            values = rng.randint(-LIMIT, LIMIT + 1, size=size)
        elif shape == "bands":
            width = 2 * LIMIT // 16
            start = rng.randint(-LIMIT, LIMIT - width + 1)
            values = start + rng.randint(0, width + 1, size=size)
        elif shape == "dups":
            values = rng.randint(-spread, spread + 1, size=size)
        elif shape == "extreme":
            values = LIMIT - rng.randint(0, spread + 1, size=size)
            values = np.where(rng.randint(0, 4, size=size) == 0, -values, values)
        else:
            raise ValueError(f"unknown shape {shape!r}")
        lists.append(np.sort(values).astype(np.int64).tolist())
    return {"lists": lists}
