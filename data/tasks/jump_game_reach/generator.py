"""Tests for jump_game_reach.

Jump lengths are heavy-tailed (a = floor(1 / U), capped at 10^9) with a fraction `zeros`
of zeros, so that a start's farthest reachable index lies a large fraction of n away (a
greedy scan from the start visits about 0.2 n elements at zeros = 0.05) while zeros that
stop some starts are spread all over the array (no short list of "walls" answers every
query). `starts` chooses the queries: uniform, or among the first tenth of the array (the
longest scans).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, q: int, *, zeros: float = 0.05, starts: str = "uniform",
             tail: float = 1.0) -> dict[str, Any]:
    u = 1.0 - rng.random_sample(n)  # in (0, 1]
    jump = np.minimum(np.floor(1.0 / u ** tail), LIMIT).astype(np.int64)
    a = np.where(rng.random_sample(n) < zeros, 0, jump)
    if starts == "uniform":
        s = rng.randint(0, n, size=q)
    elif starts == "low":
        s = rng.randint(0, max(1, n // 10), size=q)
    else:
        raise ValueError(f"unknown starts {starts!r}")
    return {"a": a, "starts": s.astype(np.int64)}
