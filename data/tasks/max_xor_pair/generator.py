"""Tests for max_xor_pair.

Values are 60-bit non-negative integers (0 <= a_i < 2^60) held in 64-bit integers.
Enumerating all pairs costs n(n-1)/2 XORs whatever the values, so the shapes below are
chosen to defeat shortcuts rather than to slow that enumeration down:

* `random`: uniform 60-bit values; the answer is within a few bits of 2^60 - 1.
* `prefix`: every value starts with the same `common` high bits, so those bits of every
  XOR are zero and pruning on the largest element's top bit gains nothing; the rest is
  random.
* `clustered`: a few `groups` of high patterns with random low bits, so the binary trie
  of the values has long shared paths and then splits (many nodes per value: its
  worst case, about n * (60 - log2 n) nodes).
* `small`: values below 2^bits with many duplicates (pairs of equal values XOR to 0).

`plant` > 0 hides one pair whose XOR beats every other pair by setting one element to
the bitwise complement (within the free low bits) of another: the answer then has all
its free bits set and an enumeration that stops at the first "good enough" pair must
still find it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

BITS = 60


def _random_bits(rng: np.random.RandomState, size: int, bits: int) -> np.ndarray:
    """Uniform integers in [0, 2^bits), bits <= 60, as int64."""
    hi = rng.randint(0, 1 << 30, size=size).astype(np.int64)
    lo = rng.randint(0, 1 << 30, size=size).astype(np.int64)
    return ((hi << 30) | lo) & np.int64((1 << bits) - 1)


def generate(rng: np.random.RandomState, n: int, shape: str = "random", *, common: int = 20,
             groups: int = 8, bits: int = 20, plant: bool = False) -> dict[str, Any]:
    if shape == "random":
        a = _random_bits(rng, n, BITS)
        free = BITS
    elif shape == "prefix":
        free = BITS - common
        head = _random_bits(rng, 1, common)[0] << free
        a = head | _random_bits(rng, n, free)
    elif shape == "clustered":
        free = 24
        heads = _random_bits(rng, groups, BITS - free) << free
        a = heads[rng.randint(0, groups, size=n)] | _random_bits(rng, n, free)
    elif shape == "small":
        free = bits
        a = _random_bits(rng, n, bits) % max(1, n // 4)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if plant and n >= 2:
        i, j = rng.choice(n, size=2, replace=False)
        mask = np.int64((1 << free) - 1)
        a[j] = (a[i] & ~mask) | (~a[i] & mask)
    return {"a": a}
