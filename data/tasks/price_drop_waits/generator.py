"""Tests for price_drop_waits.

n prices in [0, 10^9] and a drop k, read-only. `shape` chooses them:
`band` is the hard case for every class below O(n) space: the first half holds prices in a
narrow band [L, L + k) in random order (no drop of more than k inside it, so their waits all
end in the second half), the second half a staircase that falls from L - 1 to L - k - 1,
so each first-half price waits for the step below its own threshold, spread over the whole
second half (a dominance count between the two halves); the monotone stack holds the whole
staircase. `descending` falls gently with a little noise and a small k (waits of about
`reach` days, a stack of about n entries); `rising` never drops by more than k (every wait
runs to the end); `random` draws prices uniformly with a small k, and waits are short.
"""

from __future__ import annotations

from typing import Any

import numpy as np

TOP = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "band",
             reach: int = 100) -> dict[str, Any]:
    if shape == "band":
        k = int(rng.randint(n, 4 * n + 1))
        low = int(rng.randint(k + 2, TOP - k))
        half = n // 2
        first = low + rng.randint(0, k, size=half, dtype=np.int64)
        m = n - half
        steps = (np.arange(m, dtype=np.int64) * (k + 1)) // max(m - 1, 1)
        prices = np.concatenate([first, low - 1 - steps])
    elif shape == "descending":
        slope = 50
        k = slope * reach
        noise = rng.randint(0, slope, size=n, dtype=np.int64)
        prices = TOP - slope * np.arange(n, dtype=np.int64) // 2 - noise
        prices = np.maximum(prices, 0)
    elif shape == "rising":
        k = int(rng.randint(1000, 100000))
        trend = (np.arange(n, dtype=np.int64) * (TOP - k)) // n
        prices = trend + rng.randint(0, k + 1, size=n, dtype=np.int64)
    elif shape == "random":
        k = int(rng.randint(0, TOP // 1000))
        prices = rng.randint(0, TOP + 1, size=n, dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"prices": prices, "k": k}
