"""Tests for square_product_pairs.

n values in [1, vmax], read-only. `shape` chooses them: `kernels` draws each value as
k * s^2 with k one of `pool` square-free kernels (drawn once per test) and s random with
k * s^2 <= vmax, so that equal kernels are common and the answer is large; `uniform` draws
the values over [1, vmax] (the answer comes mostly from squares and small kernels);
`squares` makes every value a perfect square (every pair counts, n (n - 1) / 2); `mixed`
makes a `share` of the values perfect squares and draws the rest over [1, vmax], shuffled
(many distinct kernels, and a count above 2^31 once n * share > 65536).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _kernel(x: int) -> int:
    k = 1
    d = 2
    while d * d <= x:
        if x % d == 0:
            odd = 0
            while x % d == 0:
                x //= d
                odd ^= 1
            if odd:
                k *= d
        d += 1
    return k * x


def generate(rng: np.random.RandomState, n: int, *, vmax: int = 10**6, shape: str = "kernels",
             pool: int = 200, kmax: int = 5000, share: float = 0.7) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(1, vmax + 1, size=n, dtype=np.int64)
    elif shape == "mixed":
        sq = int(n * share)
        root = int(np.sqrt(vmax))
        s = rng.randint(1, root + 1, size=sq, dtype=np.int64)
        rest = rng.randint(1, vmax + 1, size=n - sq, dtype=np.int64)
        a = np.concatenate([s * s, rest])
        rng.shuffle(a)
    elif shape in ("kernels", "squares"):
        if shape == "squares":
            ks = np.ones(1, dtype=np.int64)
        else:
            ks = np.array(sorted({_kernel(int(x)) for x in rng.randint(1, kmax + 1, size=pool)}),
                          dtype=np.int64)
        k = ks[rng.randint(0, len(ks), size=n)]
        smax = np.floor(np.sqrt(vmax // k)).astype(np.int64)
        while np.any(smax * smax * k > vmax):
            smax -= (smax * smax * k > vmax)
        s = 1 + rng.randint(0, 1 << 30, size=n, dtype=np.int64) % smax
        a = k * s * s
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a}
