"""Tests for tasting_menu_score.

n satisfaction values in -10^9..10^9, read-only. `shape` chooses them: `uniform` draws from
-5*10^8..10^9 (the positive sum outweighs every negative value: all n dishes are cooked,
the longest walk), `ascending` is the same draw sorted increasingly (every value of a
refill scan beats the buffer's smallest kept key: the most heap work for a buffered
descending walk), `balanced` draws symmetrically from -10^9..10^9 (the cut falls among the
negative values, so a solution that stops at the first negative value or never stops is
wrong), `dups` draws from -50..60 (long runs of equal values), `big` draws from
9*10^8..10^9 (the score is near its maximum 5*10^18: 32-bit products and sums overflow),
`few` puts `pos` values from 1..10^9 among values from -10^9..-5*10^8, shuffled (about 2 * pos
dishes are cooked: a walk that stops at the cut is short while a copy of the array is long).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(
    rng: np.random.RandomState, n: int, *, shape: str = "uniform", pos: int = 0
) -> dict[str, Any]:
    if shape in ("uniform", "ascending"):
        s = rng.randint(-VMAX // 2, VMAX + 1, size=n)
        if shape == "ascending":
            s = np.sort(s)
    elif shape == "balanced":
        s = rng.randint(-VMAX, VMAX + 1, size=n)
    elif shape == "dups":
        s = rng.randint(-50, 61, size=n)
    elif shape == "big":
        s = rng.randint(9 * VMAX // 10, VMAX + 1, size=n)
    elif shape == "few":
        s = rng.randint(-VMAX, -VMAX // 2 + 1, size=n)
        s[:pos] = rng.randint(1, VMAX + 1, size=pos)
        s = s[rng.permutation(n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"s": s.astype(np.int64)}
