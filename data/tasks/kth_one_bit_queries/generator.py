"""Tests for kth_one_bit_queries.

The bit sequence is an array of 64-bit words (bit i of the sequence is bit i mod 64 of word
i div 64, two's complement); it has T ones. Query j asks for the position of the k_j-th one,
k_j = (e_j + p_{j-1}) mod T + 1 with p the previous answer, so the generator picks the
ranks k_j itself, computes their positions (prefix popcounts of the words, then the rank
inside the word by byte tables, all vectorised) and encodes each e_j from the previous
position. `bits`: "random" (uniform words), "sparse" (each bit one with probability
`density`), "runs" (long runs of zero words and of all-ones words). `shape` of the ranks:
"random" (uniform on [1, T]) or "middle" (in [0.4 T, 0.6 T]: a scan from either end walks
at least 40% of the words) or "block-end" (the last one of a block of isqrt(n) words: the
sqrt decomposition walks a whole block), drawn from `region` consecutive blocks: a hot part
of the sequence, where a binary search over the prefix counts stays in cache while a sqrt
decomposition still walks a block per query).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

E_LIMIT = 10**18
_POP8 = np.array([bin(b).count("1") for b in range(256)], dtype=np.int64)
# _SELECT8[b, r] = position of the (r+1)-th one bit of byte b (8 if none)
_SELECT8 = np.full((256, 8), 8, dtype=np.int64)
for _b in range(256):
    _ones = [i for i in range(8) if _b >> i & 1]
    _SELECT8[_b, :len(_ones)] = _ones


def _words(rng: np.random.RandomState, mode: str, n: int, density: float) -> np.ndarray:
    if mode == "random":
        return rng.randint(0, 2**32, size=n, dtype=np.int64).astype(np.uint64) << np.uint64(32) | \
            rng.randint(0, 2**32, size=n, dtype=np.int64).astype(np.uint64)
    if mode == "sparse":
        bits = rng.random_sample((n, 64)) < density
        return np.packbits(bits, axis=1, bitorder="little").view(np.uint64).reshape(n)
    if mode == "runs":  # runs of zero words and of all-ones words, a random word between them
        lengths = rng.geometric(1.0 / 64, size=n)
        kinds = rng.randint(0, 3, size=n)
        out = np.empty(n, dtype=np.uint64)
        fill = {0: np.uint64(0), 1: np.uint64(2**64 - 1)}
        pos = 0
        for length, kind in zip(lengths, kinds, strict=True):
            if pos >= n:
                break
            end = min(n, pos + int(length))
            if kind == 2:
                out[pos:end] = _words(rng, "random", end - pos, density)
            else:
                out[pos:end] = fill[int(kind)]
            pos = end
        return out
    raise ValueError(f"unknown bits mode {mode!r}")


def positions(words: np.ndarray, k: np.ndarray) -> np.ndarray:
    """0-based positions of the k-th one bits (k 1-based, each at most the number of ones)."""
    byte_view = words.view(np.uint8).reshape(-1, 8)
    byte_pop = _POP8[byte_view]
    prefix = np.concatenate([[0], np.cumsum(byte_pop.reshape(-1))])  # ones before each byte
    byte_index = np.searchsorted(prefix, k, side="left") - 1  # last byte with prefix < k
    rank = k - prefix[byte_index] - 1
    return byte_index * 8 + _SELECT8[byte_view.reshape(-1)[byte_index], rank]


def generate(rng: np.random.RandomState, n: int, q: int, *, bits: str = "random", shape: str = "random",
             density: float = 0.01, region: int = 1 << 30) -> dict[str, Any]:
    words = _words(rng, bits, n, density)
    if not words.any():
        words[rng.randint(0, n)] = np.uint64(1)
    total = int(_POP8[words.view(np.uint8)].sum())
    if shape == "random":
        k = rng.randint(1, total + 1, size=q).astype(np.int64)
    elif shape == "middle":
        lo, hi = max(1, int(total * 0.4)), max(1, int(total * 0.6))
        k = rng.randint(lo, hi + 1, size=q).astype(np.int64)
    elif shape == "block-end":  # the last one of a block of isqrt(n) words: a whole block to walk
        block = math.isqrt(n)
        ends = np.arange(block, n + 1, block)
        word_prefix = np.concatenate([[0], np.cumsum(_POP8[words.view(np.uint8)].reshape(n, 8).sum(axis=1))])
        k_ends = np.unique(word_prefix[ends])
        k_ends = k_ends[k_ends > 0]
        first = rng.randint(0, max(1, len(k_ends) - region + 1))  # a hot region of `region` blocks
        k_ends = k_ends[first:first + region]
        k = k_ends[rng.randint(0, len(k_ends), size=q)].astype(np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    p = positions(words, k)
    prev = np.concatenate([np.zeros(1, dtype=np.int64), p[:-1]])
    base = np.mod(k - 1 - prev, total)
    top = (E_LIMIT - base) // total
    spread = (rng.random_sample(q) * top.astype(np.float64)).astype(np.int64)
    spread = np.where(rng.random_sample(q) < 0.1, 0, spread)
    return {"words": words.view(np.int64), "e": base + spread * total}
