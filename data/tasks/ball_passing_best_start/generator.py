"""Tests for ball_passing_best_start.

A functional graph on n nodes 0..n-1: node i passes to receiver[i] (read-only). The score of
a start x is the sum of the ids of the k + 1 holders x, receiver[x], ..., receiver^k[x], with
n <= k <= 10^10, so every walk reaches its cycle; the answer is the best score.
`shape` chooses receiver (node labels are always a random permutation, so index order says
nothing; the shapes are those of cycle_nodes_count and tail_length_sum):
`uniform` draws every receiver[i] uniformly (a random mapping: cycles and tails of about sqrt n),
`perm` is a random permutation (every node on a cycle, the longest near 0.6 n),
`big_cycle` puts `frac` of the nodes on one cycle and hangs the rest on it as shallow random
trees, `long_tail` hangs nearly every node on one chain into a cycle of 3 (tails near n),
`comb` puts a third of the nodes on one cycle and hangs chains of random lengths on it,
`mixed` draws cycle lengths from 1 to 4 sqrt n (both sides of every short/long threshold a
sqrt n method may use) until a random quarter to three quarters of the nodes are on cycles,
with deep trees on them, and
`loops` makes a quarter to three quarters of the nodes self-loops and 2-cycles with trees of depth a few.
`k` is `n` (the smallest allowed: tails weigh most), `huge` (near 10^10: answers near 10^15)
or `random` (uniform in [n, 10^10]).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _build(rng: np.random.RandomState, n: int, lens: list[int], chain: float) -> np.ndarray:
    """Cycles of the given lengths on random labels, the other nodes hung as trees on them.

    Tail node k (in a random order after the cycle nodes) points to node k - 1 with
    probability `chain`, otherwise to a uniform earlier node: chain near 1 gives long paths.
    """
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


def generate(
    rng: np.random.RandomState, n: int, *, shape: str = "uniform", frac: float = 0.5, k: str = "random"
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
    elif shape == "loops":
        lens = rng.randint(1, 3, size=n)
        f = _build(rng, n, _lengths(rng, n, lens), 0.3)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if k == "n":
        kk = n
    elif k == "huge":
        kk = 10**10 - int(rng.randint(0, 1000))
    elif k == "random":
        kk = int(rng.randint(n, 10**10 + 1, dtype=np.int64))
    else:
        raise ValueError(f"unknown k {k!r}")
    return {"receiver": f, "k": kk}
