"""Tests for ladder_bricks_total.

n heights in [1, 10^6] and ladders = round(lfrac * c), c the number of climbs (steps up), so
that the greedy's heap of the `ladders` largest climbs holds Theta(n) values. `shape`
chooses the heights: `walk` is a bounded random walk whose steps go up with probability
`up` (most steps are climbs: the heap is large); `random` draws every height uniformly
(about half the steps are climbs); `growing` is a saw whose teeth grow along the row, so
that every climb after the first `ladders` is the largest so far and takes a ladder from a
smaller climb (the threshold moves at every climb: the walk's and the batches' worst case);
`shrinking` is the same saw with teeth shrinking (after the first `ladders` climbs none
takes a ladder); `dups` is a walk with climbs and drops in [1, spread] (many equal climbs,
ties).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**6


def _walk(rng: np.random.RandomState, n: int, up: float, step: int) -> np.ndarray:
    ups = rng.random_sample(n) < up
    size = rng.randint(1, step + 1, size=n)
    h = np.empty(n, dtype=np.int64)
    cur = int(rng.randint(LIMIT // 4, 3 * LIMIT // 4))
    for i in range(n):
        d = int(size[i]) if ups[i] else -int(size[i])
        if not 1 <= cur + d <= LIMIT:
            d = -d
        cur += d
        h[i] = cur
    return h


def _saw(rng: np.random.RandomState, n: int, grow: bool) -> np.ndarray:
    half = (n + 1) // 2
    teeth = np.sort(rng.randint(1, LIMIT // 2, size=half))
    if not grow:
        teeth = teeth[::-1]
    base = rng.randint(1, 1000, size=half)
    h = np.empty(2 * half, dtype=np.int64)
    h[0::2] = base
    h[1::2] = base + teeth
    return h[:n]


def generate(rng: np.random.RandomState, n: int, *, lfrac: float = 0.5, shape: str = "walk",
             up: float = 0.75, step: int = 3000, spread: int = 20) -> dict[str, Any]:
    if shape == "walk":
        h = _walk(rng, n, up, step)
    elif shape == "dups":
        h = _walk(rng, n, up, spread)
    elif shape == "random":
        h = rng.randint(1, LIMIT + 1, size=n).astype(np.int64)
    elif shape in ("growing", "shrinking"):
        h = _saw(rng, n, shape == "growing")
    else:
        raise ValueError(f"unknown shape {shape!r}")
    climbs = int(np.count_nonzero(np.diff(h) > 0))
    ladders = min(n, max(0, round(lfrac * climbs)))
    return {"heights": h, "ladders": ladders}
