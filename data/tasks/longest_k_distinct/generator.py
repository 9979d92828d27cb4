"""Tests for longest_k_distinct.

The rescanning window (O(1) space) pays, at every step, a backward scan for the new value
and a forward scan for the dropped one, each stopping at the nearest other occurrence: it
is slow when values recur only far apart or never. So every shape keeps k large and the
gaps between repeats of order k or more: `cycle` repeats a pool of k - 1 values, shuffled
in every period, with a fresh unique "breaker" value every `breaker` positions (a valid
window holds one breaker, so windows are about 2 * breaker long, and each breaker costs a
scan of the whole window); `distinct` has no repeats at all (the answer is k and every
scan runs over the whole window); `random` draws from a pool of int(1.2 * k) values
(windows about 2k long); `few` uses at most k values, so the answer is n. Values are
random in [0, 10^9], so no solution can index an array by value.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def _distinct(rng: np.random.RandomState, count: int) -> np.ndarray:
    values = np.unique(rng.randint(0, LIMIT + 1, size=count + count // 4 + 16))
    while len(values) < count:  # practically never
        values = np.unique(np.concatenate([values, rng.randint(0, LIMIT + 1, size=count)]))
    return rng.permutation(values)[:count]


def generate(rng: np.random.RandomState, n: int, k: int, shape: str, *, breaker: int = 0) -> dict[str, Any]:
    """n values in [0, 10^9] and the bound k (1 <= k <= n)."""
    if shape == "cycle":
        breakers = n // breaker if breaker else 0
        values = _distinct(rng, k - 1 + breakers + 1)
        pool, fresh = values[: k - 1], values[k - 1 :]
        periods = -(-n // max(1, k - 1))
        a = np.concatenate([rng.permutation(pool) for _ in range(periods)])[:n] if k > 1 else np.full(n, fresh[-1])
        if breaker:
            a[breaker // 2 :: breaker] = fresh[: len(a[breaker // 2 :: breaker])]
    elif shape == "distinct":
        a = _distinct(rng, n)
    elif shape == "random":
        pool = _distinct(rng, int(1.2 * k) + 1)
        a = pool[rng.randint(0, len(pool), size=n)]
    elif shape == "few":
        pool = _distinct(rng, k)
        a = pool[rng.randint(0, len(pool), size=n)]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": [int(x) for x in a], "k": int(k)}
