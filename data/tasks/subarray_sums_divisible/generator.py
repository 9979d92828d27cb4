"""Tests for subarray_sums_divisible.

n values in -10^9..10^9 and a modulus k. `shape` chooses the prefix residues
r_j = (a_1 + ... + a_j) mod k (r_0 = 0), which decide the answer:
- `uniform`: a_i uniform in -10^9..10^9 (with k near 10^9 almost every residue differs);
- `residues`: every r_j drawn from `d` distinct residues (default n / 4) spread over
  [0, k), each a_j = r_j - r_{j-1} plus a random multiple of k that keeps it in range
  (groups of a few equal residues: the answer is about n^2 / (2 d));
- `distinct`: all n + 1 residues differ (answer 0; needs k > n).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIM = 10**9


def _from_residues(r: np.ndarray, k: int, rng: np.random.RandomState) -> np.ndarray:
    # a_j = r_j - r_{j-1} + t k with t random among the choices keeping |a_j| <= 10^9
    prev = np.concatenate(([0], r[:-1]))
    diff = r - prev
    lo = np.ceil((-LIM - diff) / k).astype(np.int64)
    hi = np.floor((LIM - diff) / k).astype(np.int64)
    t = lo + (rng.random_sample(r.size) * (hi - lo + 1)).astype(np.int64)
    t = np.minimum(t, hi)
    return diff + t * k


def generate(
    rng: np.random.RandomState,
    n: int,
    k: int,
    *,
    shape: str = "residues",
    d: int = 0,
) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(-LIM, LIM + 1, size=n).astype(np.int64)
    elif shape == "residues":
        d = d or max(1, n // 4)
        pool = np.unique(rng.randint(0, k, size=2 * d + 16).astype(np.int64))
        pool = rng.permutation(pool)[:d]
        r = pool[rng.randint(0, pool.size, size=n)]
        a = _from_residues(r, k, rng)
    elif shape == "distinct":
        if k <= n:
            raise ValueError("distinct residues need k > n")
        pool = np.unique(rng.randint(1, k, size=2 * n + 16).astype(np.int64))
        r = rng.permutation(pool)[:n]
        a = _from_residues(r, k, rng)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64), "k": int(k)}
