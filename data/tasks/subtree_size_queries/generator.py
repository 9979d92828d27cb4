"""Tests for subtree_size_queries.

The forest is a balanced parenthesis string of 2m characters: a random one (m opens and m
closes shuffled, then rotated just after the first minimum of the prefix sums, which makes
every prefix balance non-negative) wrapped in `spine` extra nested pairs. A query is the
1-based position of an opening bracket: with probability `wide` one of the spine's opens
(its match lies among the last `spine` closes, so a walk or a block skip crosses the whole
string), otherwise an open chosen uniformly.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _balanced(rng: np.random.RandomState, m: int) -> np.ndarray:
    steps = np.concatenate([np.ones(m, dtype=np.int8), -np.ones(m, dtype=np.int8)])
    rng.shuffle(steps)
    if m == 0:
        return steps
    prefix = np.cumsum(steps, dtype=np.int64)
    cut = int(np.argmin(prefix)) + 1
    return np.concatenate([steps[cut:], steps[:cut]])


def generate(rng: np.random.RandomState, m: int, q: int, *, spine: int = 0, wide: float = 0.0) -> dict[str, Any]:
    spine = min(spine, m)
    inner = _balanced(rng, m - spine)
    steps = np.concatenate([np.ones(spine, dtype=np.int8), inner, -np.ones(spine, dtype=np.int8)])
    s = np.where(steps > 0, ord("("), ord(")")).astype(np.uint8).tobytes().decode()
    opens = np.flatnonzero(steps > 0) + 1
    uniform = opens[rng.randint(0, len(opens), size=q)]
    if spine > 0:
        spined = rng.randint(1, spine + 1, size=q)
        uniform = np.where(rng.random_sample(q) < wide, spined, uniform)
    return {"s": s, "queries": uniform.astype(np.int64)}
