"""Tests for decaying_reward_walks.

A functional graph on n nodes 0..n-1: node i has the single out-edge i -> f[i] (read-only),
and node i holds a reward w[i] >= 0. best(i) is the largest w[x] - t over the nodes x = f^t(i)
of the walk from i (t >= 0 steps, one point lost per step); the answer is the sum of best(i).
`shape` chooses f as in cycle_nodes_count (node labels are always a random permutation):
`uniform` (a random mapping: rhos near sqrt n), `perm` (a random permutation), `big_cycle`
(`frac` of the nodes on one cycle, shallow trees on it), `long_tail` (one chain of nearly n
nodes into a 3-cycle), `comb` (a third of the nodes on one cycle, long chains on it), `mixed`
(cycle lengths 1..4 sqrt n, deep trees). `weights` chooses w: `big` (uniform in 0..10^9: the
steps hardly matter, the largest reward of the whole rho wins), `small` (uniform in
0..2 sqrt n: the steps matter, the best node is often a few dozen steps away) or `cycle`
(rewards 0..9 off the cycles and 0..10^9 on them: every node's best lies on its cycle).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _build(rng: np.random.RandomState, n: int, lens: list[int], chain: float) -> np.ndarray:
    """Cycles of the given lengths on random labels, the other nodes hung as trees on them."""
    perm = rng.permutation(n)
    c = int(sum(lens))
    lens_a = np.asarray(lens, dtype=np.int64)
    start = np.repeat(np.cumsum(lens_a) - lens_a, lens_a)
    end = np.repeat(np.cumsum(lens_a), lens_a)
    idx = np.arange(c, dtype=np.int64)
    nxt = np.where(idx + 1 == end, start, idx + 1)
    pos = np.empty(n, dtype=np.int64)
    pos[:c] = nxt
    k = np.arange(c, n, dtype=np.int64)
    if k.size:
        r = rng.random_sample(k.size)
        earlier = (rng.random_sample(k.size) * k).astype(np.int64)
        pos[c:] = np.where(r < chain, k - 1, earlier)
    f = np.empty(n, dtype=np.int64)
    f[perm] = perm[pos]
    return f


def _lengths(rng: np.random.RandomState, n: int, lens: np.ndarray) -> list[int]:
    """A prefix of the drawn cycle lengths, cut to a random total between n/4 and 3n/4."""
    target = int(rng.randint(max(1, n // 4), max(2, 3 * n // 4 + 1)))
    cut = int(np.searchsorted(np.cumsum(lens), target)) + 1
    lens = lens[:cut].copy()
    lens[-1] -= max(0, int(lens.sum()) - target)
    return [int(x) for x in lens if x > 0]


def _on_cycles(f: list[int]) -> list[bool]:
    n = len(f)
    stamp = [-1] * n
    on = [False] * n
    for i in range(n):
        x = i
        while stamp[x] < 0:
            stamp[x] = i
            x = f[x]
        if stamp[x] == i:
            on[x] = True
            y = f[x]
            while y != x:
                on[y] = True
                y = f[y]
    return on


def generate(
    rng: np.random.RandomState, n: int, *, shape: str = "uniform", weights: str = "big", frac: float = 0.5
) -> dict[str, Any]:
    if shape == "uniform":
        f = rng.randint(0, n, size=n).astype(np.int64)
    elif shape == "perm":
        f = rng.permutation(n).astype(np.int64)
    elif shape == "big_cycle":
        f = _build(rng, n, [max(1, min(n, int(n * frac) + rng.randint(0, int(np.sqrt(n)) + 1)))], 0.0)
    elif shape == "long_tail":
        f = _build(rng, n, [min(3, n)], 0.999)
    elif shape == "comb":
        f = _build(rng, n, [max(1, n // 3)], 0.98)
    elif shape == "mixed":
        top = max(1, int(4 * np.sqrt(n)))
        lens = rng.randint(1, top + 1, size=n)
        f = _build(rng, n, _lengths(rng, n, lens), 0.9)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    fl = [int(x) for x in f]
    if weights == "big":
        w = rng.randint(0, 10**9 + 1, size=n)
    elif weights == "small":
        w = rng.randint(0, 2 * int(np.sqrt(n)) + 2, size=n)
    elif weights == "cycle":
        on = np.asarray(_on_cycles(fl))
        w = np.where(on, rng.randint(0, 10**9 + 1, size=n), rng.randint(0, 10, size=n))
    else:
        raise ValueError(f"unknown weights {weights!r}")
    return {"f": fl, "w": [int(x) for x in w]}
