"""Tests for kolakoski_ones_queries.

K is the Kolakoski sequence 1, 2, 2, 1, 1, 2, ... (its own run-length encoding). Queries are
decoded online (n = (e + last) mod m + 1, `last` the previous answer), so the generator
computes the prefix counts of ones itself (the sequence is the fixed point of run-length
decoding, grown by np.repeat) and encodes the prefix lengths it wants: `shape` "end" puts
n among the last `window * m` positions (a walk from the start pays the most), "random"
draws n uniformly, and "block-end" puts n just below a multiple of isqrt(m) (the
longest resumption for checkpoints of that spacing; other spacings see random ends).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def kolakoski(n: int) -> np.ndarray:
    """The first n terms (n >= 1) as int8."""
    seq = np.array([1, 2, 2], dtype=np.int8)
    while seq.size < n:
        symbols = (1 + (np.arange(seq.size) & 1)).astype(np.int8)
        seq = np.repeat(symbols, seq)
    return seq[:n]


def encode(m: int, targets: list[int]) -> list[int]:
    """The codes that decode to the prefix lengths `targets` (1 <= n <= m)."""
    ones = np.concatenate(([0], np.cumsum(kolakoski(m) == 1))).tolist()
    codes = []
    last = 0
    for n in targets:
        codes.append((n - 1 - last) % m)
        last = ones[n]
    return codes


def generate(rng: np.random.RandomState, m: int, q: int, *, shape: str = "end",
             window: float = 0.01) -> dict[str, Any]:
    if shape == "end":
        edge = max(1, int(m * window))
        n = m - rng.randint(0, edge, size=q)
    elif shape == "random":
        n = rng.randint(1, m + 1, size=q)
    elif shape == "block-end":
        block = math.isqrt(m)
        n = (rng.randint(1, m // block + 1, size=q) * block - 1).clip(1, m)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"m": m, "e": np.array(encode(m, n.tolist()), dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
