"""Tests for quadratic_map_terms.

The sequence x_0 = s, x_{i+1} = (x_i^2 + c) mod m is eventually periodic: a tail of mu terms
and a cycle of lambda terms (the "rho"). The generator draws c and s until mu + lambda lies
in [rho_low, rho_high], then asks for terms by their index reduced onto the rho, r, in
[0, mu + lambda): `shape` "end" takes r among the last `window` of the rho (a walk from x_0
costs about mu + lambda steps), "block-end" takes r just below multiples of
isqrt(mu + lambda) (the longest walk from a checkpoint), "random" anywhere. Every query on
the cycle asks for a huge index n = r + t * lambda (up to 10^18), so that no solution can
walk to n itself. Queries are decoded online (n = e + last), so the generator computes
each answer to encode the next query.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

LIMIT = 10**18


def rho(m: int, c: int, s: int) -> tuple[int, int]:
    """(mu, lambda) by Brent's algorithm."""
    power = lam = 1
    tortoise, hare = s, (s * s + c) % m
    while tortoise != hare:
        if power == lam:
            tortoise, power, lam = hare, power * 2, 0
        hare = (hare * hare + c) % m
        lam += 1
    tortoise = hare = s
    for _ in range(lam):
        hare = (hare * hare + c) % m
    mu = 0
    while tortoise != hare:
        tortoise = (tortoise * tortoise + c) % m
        hare = (hare * hare + c) % m
        mu += 1
    return mu, lam


def terms(m: int, c: int, s: int, count: int) -> list[int]:
    out = [s]
    x = s
    for _ in range(count - 1):
        x = (x * x + c) % m
        out.append(x)
    return out


def encode(m: int, c: int, s: int, indices: list[int]) -> list[int]:
    """The codes e that decode (n = e + last) to the given indices; each index must be >= the
    answer before it (huge indices always are)."""
    mu, lam = rho(m, c, s)
    values = terms(m, c, s, mu + lam)
    codes, last = [], 0
    for n in indices:
        if n < last:
            raise ValueError("index below the previous answer")
        codes.append(n - last)
        last = values[n if n < mu else mu + (n - mu) % lam]
    return codes


def generate(rng: np.random.RandomState, m: int, q: int, rho_low: int, rho_high: int, *, shape: str = "end",
             window: float = 0.01) -> dict[str, Any]:
    while True:
        c = int(rng.randint(1, 10**9)) % m
        s = int(rng.randint(0, 10**9)) * 1000 % m
        mu, lam = rho(m, c, s)
        if rho_low <= mu + lam <= rho_high:
            break
    total = mu + lam
    if shape == "end":
        reduced = total - 1 - rng.randint(0, max(1, int(total * window)), size=q)
    elif shape == "block-end":
        block = max(1, math.isqrt(total))
        reduced = np.minimum(total - 1, rng.randint(1, total // block + 1, size=q) * block - 1)
    elif shape == "random":
        reduced = rng.randint(0, total, size=q)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    reduced = np.maximum(reduced, mu)  # on the cycle, where a huge index can stand for it
    turns = rng.randint(10**6, (LIMIT - 2 * m) // lam // 10**6, size=q).astype(object) * 10**6
    indices = [int(r) + int(t) * lam for r, t in zip(reduced.tolist(), turns.tolist(), strict=True)]
    return {"m": m, "c": c, "s": s, "e": np.array(encode(m, c, s, indices), dtype=np.int64)}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["e"])}
