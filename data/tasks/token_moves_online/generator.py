"""Tests for token_moves_online.

The permutation is built from a random order of 0..n-1 cut into cycles: `cycles: one` makes
a single cycle of length n (a random cyclic permutation, the costly case for the walk, which
needs the whole cycle to learn its length), `cycles: uniform` a uniformly random
permutation (a few long cycles and many short ones), `cycles: short` cycles of random
lengths up to `short_max` (many cycles, some too short to hold a landmark).
Query offsets `a` are uniform in [0, n); move counts `t` uniform in [0, 10^18).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, cycles: str = "one",
             short_max: int = 64) -> dict[str, Any]:
    if cycles == "uniform":
        p = rng.permutation(n).astype(np.int64)
    else:
        order = rng.permutation(n).astype(np.int64)
        if cycles == "one":
            cuts = np.array([0, n], dtype=np.int64)
        elif cycles == "short":
            lengths = rng.randint(1, short_max + 1, size=n)
            cuts = np.concatenate(([0], np.cumsum(lengths)))
            cuts = np.concatenate((cuts[cuts < n], [n]))
        else:
            raise ValueError(f"unknown cycles {cycles!r}")
        # Within each segment [cuts[j], cuts[j+1]) of `order`, each element maps to the
        # next one and the segment's last element back to its first.
        nxt = np.arange(1, n + 1, dtype=np.int64)
        nxt[cuts[1:] - 1] = cuts[:-1]
        p = np.empty(n, dtype=np.int64)
        p[order] = order[nxt]
    a = rng.randint(0, n, size=q).astype(np.int64)
    t = rng.randint(0, 10**18, size=q, dtype=np.int64)
    return {"p": p, "a": a, "t": t}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["a"])}
