"""Tests for stock_fee_prefix_queries.

Prices p_1..p_n and a fee; the queries are decoded online (i = (e + last) mod n + 1, last =
the previous answer), so the generator runs the recurrence itself and picks each code e so
that i is the prefix it wants: `shape` "top" puts every i among the largest `window * n`
prefixes (a query from scratch costs i steps), "random" draws i uniformly in [1, n],
"block-end" puts i just below multiples of isqrt(n) (the longest resumption from a
checkpoint). `prices`: "random" uniform in [1, 10^9], "walk" a bounded random walk (long
rises and falls: positions held over long stretches), "zigzag" alternating 1 and 10^9 (every
day a trade with fee 0: the answer nears 5*10^14), "small" in [1, 5] (with a fee of 1 or 2,
many ties between trading and waiting).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

LIMIT = 10**9


def _prices(rng: np.random.RandomState, mode: str, n: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(1, LIMIT + 1, size=n).astype(np.int64)
    if mode == "walk":
        steps = rng.randint(-10**6, 10**6 + 1, size=n)
        walk = np.cumsum(steps) + LIMIT // 2
        folded = np.abs((walk - 1) % (2 * (LIMIT - 1)) - (LIMIT - 1)) + 1
        return folded.astype(np.int64)
    if mode == "zigzag":
        return np.where(np.arange(n) % 2 == 0, 1, LIMIT).astype(np.int64)
    if mode == "small":
        return rng.randint(1, 6, size=n).astype(np.int64)
    raise ValueError(f"unknown prices mode {mode!r}")


def _prefix_profit(p: list[int], fee: int) -> list[int]:
    f = [0] * (len(p) + 1)
    cash, hold = 0, -p[0]
    for k, price in enumerate(p):
        sell = hold + price - fee
        cash = max(cash, sell)
        buy = cash - price
        hold = max(hold, buy)
        f[k + 1] = cash
    return f


def generate(rng: np.random.RandomState, n: int, q: int, *, fee: int = 10**7, shape: str = "top",
             window: float = 0.05, prices: str = "random") -> dict[str, Any]:
    p = _prices(rng, prices, n)
    if shape == "top":
        prefixes = n - rng.randint(0, max(1, int(n * window)), size=q)
    elif shape == "random":
        prefixes = rng.randint(1, n + 1, size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(n))
        prefixes = np.minimum(n, (rng.randint(1, n // block + 1, size=q) + 1) * block - 1)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    prefixes[0] = n
    f = _prefix_profit(p.tolist(), fee)
    codes = []
    last = 0
    for i in prefixes.tolist():
        codes.append((i - 1 - last) % n)
        last = f[i]
    return {"p": p, "fee": fee, "e": np.array(codes, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
