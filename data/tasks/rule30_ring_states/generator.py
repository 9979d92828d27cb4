"""Tests for rule30_ring_states.

A ring of 64 cells (one 64-bit word, bit i = cell i) evolves by Wolfram's rule 30: a cell
becomes left XOR (itself OR right). The generator draws the start state s (a signed 64-bit
value, as C++ receives it) until the n + 1 states x_0 .. x_n are all distinct (no cycle to
exploit within the asked steps), then picks the step t of every query: `shape` "random"
(uniform on [0, n]), "late" (among the last `window` of the steps: a replay from x_0
costs about n steps) or "block-end" (just below multiples of isqrt(n + 1): a replay from
the checkpoint below costs about a whole block). Queries are decoded online (t_j = (e_j + h_{j-1}) mod (n + 1), h the
previous state's value modulo 10^9 + 7), so the generator simulates every state and encodes
each query from the previous answer; e_j is spread up to 10^18.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

MOD = 1_000_000_007
MASK = (1 << 64) - 1
E_LIMIT = 10**18


def orbit(s: int, n: int) -> list[int]:
    """x_0 .. x_n as unsigned 64-bit Python ints."""
    x = s & MASK
    out = [x]
    append = out.append
    for _ in range(n):
        left = ((x << 1) & MASK) | (x >> 63)
        right = (x >> 1) | ((x & 1) << 63)
        x = left ^ (x | right)
        append(x)
    return out


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "random",
             window: float = 0.1) -> dict[str, Any]:
    while True:
        s = int(rng.randint(0, 2**32, dtype=np.int64)) << 32 | int(rng.randint(0, 2**32, dtype=np.int64))
        states = orbit(s, n)
        if len(np.unique(np.array(states, dtype=np.uint64))) == n + 1:
            break
    if shape == "random":
        t = rng.randint(0, n + 1, size=q).astype(np.int64)
    elif shape == "late":
        w = max(1, int(n * window))
        t = n - rng.randint(0, w, size=q).astype(np.int64)
    elif shape == "block-end":  # just below multiples of isqrt(n + 1): the longest replays from a checkpoint
        block = math.isqrt(n + 1)
        t = rng.randint(1, n // block + 1, size=q).astype(np.int64) * block - 1 - rng.randint(0, 8, size=q)
        t = np.clip(t, 0, n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    h = np.array([x % MOD for x in states], dtype=np.int64)[t]
    prev = np.concatenate([np.zeros(1, dtype=np.int64), h[:-1]])
    base = np.mod(t - prev, n + 1)
    top = (E_LIMIT - base) // (n + 1)
    k = (rng.random_sample(q) * top.astype(np.float64)).astype(np.int64)
    k = np.where(rng.random_sample(q) < 0.1, 0, k)  # some small codes
    e = base + k * (n + 1)
    signed = s - (1 << 64) if s >= 1 << 63 else s
    return {"s": signed, "n": int(n), "e": e}
