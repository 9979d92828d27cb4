"""Tests for pile_coins_share.

n = 3m piles with 1..10^9 coins each, read-only. `shape` chooses them: `uniform` draws from
1..10^9 (values nearly all distinct: a walk by distinct value makes about 2n/3 scans),
`ascending` is the same draw sorted increasingly (every value of a refill scan beats the
buffer's smallest kept key: the most heap work for a buffered descending walk), `dups`
draws from 1..100 (long runs of equal values: ranks inside a run must be split by parity),
`big` draws from 9*10^8..10^9 (the answer exceeds 32 bits).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    if n % 3:
        raise ValueError("n must be a multiple of 3")
    if shape in ("uniform", "ascending"):
        a = rng.randint(1, VMAX + 1, size=n)
        if shape == "ascending":
            a = np.sort(a)
    elif shape == "dups":
        a = rng.randint(1, 101, size=n)
    elif shape == "big":
        a = rng.randint(9 * VMAX // 10, VMAX + 1, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"piles": a.astype(np.int64)}
