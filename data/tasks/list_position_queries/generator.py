"""Tests for list_position_queries.

The list visits the nodes 0..n-1 in a random order (`order: random`), in id order
(`ordered`) or in reverse id order (`reversed`). Queries are nodes whose positions are drawn
uniformly from the fractions [start, front) of the list: a node near the head is the costly
case for a method that walks to the tail (n - position steps), which is what the O(1)-space
class does per query; one near the tail is the costly case for scanning a copy of the
list's order from its start (the dominated order-scan).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, order: str = "random",
             front: float = 1.0, start: float = 0.0) -> dict[str, Any]:
    if order == "random":
        seq = rng.permutation(n)
    elif order == "ordered":
        seq = np.arange(n)
    elif order == "reversed":
        seq = np.arange(n)[::-1].copy()
    else:
        raise ValueError(f"unknown order {order!r}")
    nxt = np.full(n, -1, dtype=np.int64)
    nxt[seq[:-1]] = seq[1:]
    lo = min(n - 1, int(n * start))
    positions = rng.randint(lo, max(lo + 1, int(n * front)), size=q)
    return {"next": nxt, "head": int(seq[0]), "queries": seq[positions]}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
