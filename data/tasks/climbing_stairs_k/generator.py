"""Tests for climbing_stairs_k.

A solution that answers each query on its own walks up to every n: its cost is the sum of
the queries, so every row's tests keep that sum near q * N. `high` draws all queries from
[0.9 N, N] in random order; `descending` sorts them from high to low, which defeats a
solution that keeps its window state and only restarts when a query is below the last one;
`mixed` draws from [0, N] at random (and includes N, so the table is as large as the row
allows). k is large (1000) in most tests, so that a window of k values is kilobytes (far
above an O(1) stack frame) and the k x k matrix power or k-term polynomial (Kitamasa)
methods cost k^2 log n or more per query, far slower than walking up; `k: 2` (Fibonacci)
and `k: 1` checks the small cases. Every value is reduced modulo 10^9 + 7, so overflow of
a 32-bit or even 64-bit unreduced sum shows as a wrong answer.

The queries are encoded (statement.md): height i is x_i XOR (r_{i-1} mod 1024), r the
previous answer, so they must be answered in order: sorting a copy of them and sweeping
once (O(q) space) is impossible. The generator draws the heights, then computes every
answer once (one walk up to `top`) to encode them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MOD = 1_000_000_007


def generate(rng: np.random.RandomState, top: int, q: int, k: int, *, order: str = "mixed") -> dict[str, Any]:
    """q queries in [0, top], top always among them."""
    if order == "mixed":
        queries = rng.randint(0, top + 1, size=q)
    elif order in ("high", "descending"):
        queries = rng.randint(top - top // 10, top + 1, size=q)
    else:
        raise ValueError(f"unknown order {order!r}")
    queries[rng.randint(0, q)] = top
    if order == "descending":
        queries = np.sort(queries)[::-1]
    heights = [int(x) for x in queries]
    return {"k": int(k), "queries": encode(k, heights)}


def encode(k: int, heights: list[int]) -> list[int]:
    """x_i = n_i XOR (ways(n_{i-1}) mod p mod 1024), with ways(n_0) taken as 0."""
    ways = [0] * (max(heights) + 1)
    ways[0] = 1
    window = 1  # ways[i-k] + ... + ways[i-1], modulo p
    for i in range(1, len(ways)):
        ways[i] = window
        window = (window + window - (ways[i - k] if i >= k else 0)) % MOD
    previous = 0
    encoded = []
    for n in heights:
        encoded.append(n ^ (previous & 1023))
        previous = ways[n]
    return encoded
