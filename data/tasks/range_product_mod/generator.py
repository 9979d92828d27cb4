"""Tests for range_product_mod.

`a` holds n values in [0, p) with p = 10^9 + 7: random non-zero residues (`values="random"`),
all p - 1 (`"max"`: every partial product is +-1, a check of 64-bit products), or random with
zeros at rate `zeros` (a prefix-product solution must not invert a zero). Queries are mostly
long (`long`, the fraction with l among the first `window * n` elements and r among the
last), the rest random sub-ranges; long ranges cost a scan the whole array and a block
decomposition about 2 sqrt(n) multiplications.

Queries are decoded online (l = (x + last) mod n + 1, r = (y + last) mod n + 1, swapped if
l > r, `last` the previous answer), so the generator computes every answer itself (prefix
products of the non-zero values, prefix counts of zeros, Fermat inverses) and encodes the
ranges it wants.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MOD = 1_000_000_007


def encode(a: list[int], ranges: list[tuple[int, int]]) -> list[list[int]]:
    """The codes [x, y] that decode to `ranges` (1-based, l <= r) over the array `a`."""
    n = len(a)
    prefix = [1] * (n + 1)
    zeros = [0] * (n + 1)
    product, count = 1, 0
    for i, value in enumerate(a, 1):
        if value == 0:
            count += 1
        else:
            product = product * value % MOD
        prefix[i] = product
        zeros[i] = count
    codes = []
    last = 0
    for l, r in ranges:
        codes.append([(l - 1 - last) % n, (r - 1 - last) % n])
        last = 0 if zeros[r] - zeros[l - 1] > 0 else prefix[r] * pow(prefix[l - 1], MOD - 2, MOD) % MOD
    return codes


def generate(rng: np.random.RandomState, n: int, q: int, *, values: str = "random", zeros: float = 0.0,
             long: float = 1.0, window: float = 0.01) -> dict[str, Any]:
    if values == "random":
        a = rng.randint(1, MOD, size=n).astype(np.int64)
    elif values == "max":
        a = np.full(n, MOD - 1, dtype=np.int64)
    else:
        raise ValueError(f"unknown values {values!r}")
    if zeros > 0:
        a[rng.random_sample(n) < zeros] = 0
    edge = max(1, int(n * window))
    is_long = rng.random_sample(q) < long
    long_l = rng.randint(1, edge + 1, size=q)
    long_r = n - rng.randint(0, edge, size=q)
    x = rng.randint(1, n + 1, size=q)
    y = rng.randint(1, n + 1, size=q)
    l = np.where(is_long, long_l, np.minimum(x, y))
    r = np.where(is_long, long_r, np.maximum(x, y))
    codes = encode(a.tolist(), list(zip(l.tolist(), r.tolist(), strict=True)))
    return {"a": a, "queries": np.array(codes, dtype=np.int64).reshape(-1, 2)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["queries"])}
