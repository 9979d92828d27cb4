"""Tests for decode_ways_range_queries.

A digit string s of length n and q query codes (x_i, y_i), each uniform in [0, n): the
ranges are decoded online from the previous answer, so the generator need not know them
(uniform codes give ranges of n/3 digits on average, random offsets within their blocks).
`shape` chooses s:
`tokens` joins random codes of letters (1..9 with probability 0.6, 10..26 otherwise): every
range decodes unless it starts at a '0', and the forced cuts (adjacent digits that cannot
form a code) come every few digits; `ones` draws every digit from {1, 2}: the whole string
is one stretch without a forced cut and the counts are Fibonacci numbers of the range's
length; `zeros` joins 10 and 20 with codes 1 and 2 (zeros pinned to their left neighbour,
ranges that start at a '0' decode in no way); `digits` draws uniform digits 0..9 (most long
ranges contain a '0' that cannot be decoded: answer 0).
`queries` "uniform" draws the codes uniformly; "block-end" runs the answers itself (the
forced-cut factorisation, as the pieces baseline) and picks each code so that the range
starts 1-3 digits after a multiple of B = isqrt(n) and ends 1-3 digits before one, at
least n/2 digits long: the longest partial scans for a sqrt decomposition with blocks of B.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

MOD = 10**9 + 7


def _answers(s: str) -> Any:
    """A function (l, r) -> ways(s[l..r]) mod MOD, by the forced cuts (pieces.cpp)."""
    d = np.frombuffer(s.encode(), dtype=np.uint8).astype(np.int64) - ord("0")
    n = len(d)
    code = np.zeros(n, dtype=bool)
    code[1:] = (d[:-1] == 1) | ((d[:-1] == 2) & (d[1:] <= 6))
    piece = (np.cumsum(~code) - 1).tolist()
    starts = np.append(np.flatnonzero(~code), n)
    fib = [0, 1]
    for _ in range(n):
        fib.append((fib[-1] + fib[-2]) % MOD)
    fibs = np.array(fib, dtype=np.int64)
    lengths = np.diff(starts)
    weights = np.where(d[starts[1:] - 1] != 0, fibs[lengths + 1], fibs[lengths - 1])
    zeros = np.concatenate(([0], np.cumsum(weights == 0))).tolist()
    pre = [1]
    for w in weights.tolist():
        pre.append(pre[-1] if w == 0 else pre[-1] * w % MOD)
    start = starts.tolist()
    dl = d.tolist()

    def inside(a: int, b: int) -> int:
        length = b - a + 1
        return fib[length + 1] if dl[b] != 0 else fib[length - 1]

    def ways(l: int, r: int) -> int:
        pl, pr = piece[l], piece[r]
        if pl == pr:
            return inside(l, r)
        if zeros[pr] - zeros[pl + 1] > 0:
            return 0
        middle = pre[pr] * pow(pre[pl + 1], MOD - 2, MOD) % MOD
        return inside(l, start[pl + 1] - 1) * inside(start[pr], r) % MOD * middle % MOD

    return ways


def _tokens(rng: np.random.RandomState, n: int, p_double: float, singles: np.ndarray,
            doubles: np.ndarray) -> np.ndarray:
    double = rng.random_sample(n) < p_double
    first = np.where(double, 0, rng.choice(singles, size=n))
    pair = rng.choice(doubles, size=n)
    first = np.where(double, pair // 10, first)
    lens = 1 + double.astype(np.int64)
    starts = np.cumsum(lens) - lens
    out = np.empty(int(lens.sum()), dtype=np.int64)
    out[starts] = first
    out[starts[double] + 1] = pair[double] % 10
    return out[:n]


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "tokens",
             queries: str = "uniform") -> dict[str, Any]:
    if shape == "tokens":
        digits = _tokens(rng, n, 0.4, np.arange(1, 10), np.arange(10, 27))
    elif shape == "ones":
        digits = rng.randint(1, 3, size=n)
    elif shape == "zeros":
        digits = _tokens(rng, n, 0.5, np.array([1, 2]), np.array([10, 20]))
    elif shape == "digits":
        digits = rng.randint(0, 10, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    s = (digits.astype(np.uint8) + ord("0")).tobytes().decode()
    if queries == "uniform":
        x = rng.randint(0, n, size=q).astype(np.int64)
        y = rng.randint(0, n, size=q).astype(np.int64)
        return {"s": s, "x": x, "y": y}
    if queries != "block-end":
        raise ValueError(f"unknown queries {queries!r}")
    b = math.isqrt(n)
    blocks = n // b
    first = rng.randint(0, max(1, blocks // 2 - 1), size=q)
    span = rng.randint(blocks // 2, blocks - first)
    lo = first * b + rng.randint(1, 4, size=q)
    hi = np.minimum((first + span) * b - rng.randint(1, 4, size=q), n - 1)
    ways = _answers(s)
    xs, ys = [], []
    last = 0
    for l, r in zip(lo.tolist(), hi.tolist(), strict=True):
        xs.append((l - last) % n)
        ys.append((r - last) % n)
        last = ways(l, r)
    return {"s": s, "x": np.array(xs, dtype=np.int64), "y": np.array(ys, dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["x"])}
