"""Tests for most_profit_work.

n jobs (difficulty, profit) and m workers (ability), every value in [1, 10^9], all
read-only. `shape` chooses them: `uniform` draws every value over the whole range (profit
unrelated to difficulty, so a worker's best job is usually an easy one with a high profit);
`rising` makes profit grow with difficulty (difficulty plus noise within `spread`), so that
a worker's best job is one of the hardest it can do and the largest profit overall sits
on one of the hardest jobs (an early stop at the largest profit rarely fires); `weak`
puts the jobs in the upper half of the range and most workers below them (many workers
earn nothing); `dups` draws every value from [1, spread] with many repeats.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "uniform",
             spread: int = 10**7) -> dict[str, Any]:
    if shape == "uniform":
        difficulty = rng.randint(1, LIMIT + 1, size=n, dtype=np.int64)
        profit = rng.randint(1, LIMIT + 1, size=n, dtype=np.int64)
        worker = rng.randint(1, LIMIT + 1, size=m, dtype=np.int64)
    elif shape == "rising":
        difficulty = rng.randint(1, LIMIT + 1, size=n, dtype=np.int64)
        noise = rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
        profit = np.clip(difficulty + noise, 1, LIMIT)
        worker = rng.randint(1, LIMIT + 1, size=m, dtype=np.int64)
    elif shape == "weak":
        difficulty = rng.randint(LIMIT // 2, LIMIT + 1, size=n, dtype=np.int64)
        profit = rng.randint(1, LIMIT + 1, size=n, dtype=np.int64)
        worker = rng.randint(1, LIMIT // 2 + LIMIT // 10 + 1, size=m, dtype=np.int64)
    elif shape == "dups":
        difficulty = rng.randint(1, spread + 1, size=n, dtype=np.int64)
        profit = rng.randint(1, spread + 1, size=n, dtype=np.int64)
        worker = rng.randint(1, spread + 1, size=m, dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"difficulty": difficulty, "profit": profit, "worker": worker}
