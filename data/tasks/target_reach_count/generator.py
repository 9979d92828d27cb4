"""Tests for target_reach_count.

A functional graph on n nodes 0..n-1: node i has the single out-edge i -> f[i] (read-only),
and a target node t. The answer is the number of nodes whose walk ever stands on t (t
itself included). `shape` chooses f as in cycle_nodes_count (node labels are always a random
permutation): `uniform` (a random mapping), `perm` (a random permutation), `big_cycle`
(`frac` of the nodes on one cycle, shallow trees on it), `long_tail` (one chain of nearly n
nodes into a 3-cycle), `comb` (a third of the nodes on one cycle, long chains on it), `mixed`
(cycle lengths 1..4 sqrt n, deep trees). `target` chooses t: `any` (uniform), `cycle` (a node
of the longest cycle: every node of its component reaches it), `tail` (a node off the cycles,
or any node where there is none), `deep` (the node off the cycles with the most nodes
reaching it).
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


def _cycles(f: list[int]) -> list[list[int]]:
    """The cycles of f, each as a list of its nodes."""
    n = len(f)
    stamp = [-1] * n
    out = []
    for i in range(n):
        x = i
        while stamp[x] < 0:
            stamp[x] = i
            x = f[x]
        if stamp[x] == i:
            cyc = [x]
            y = f[x]
            while y != x:
                cyc.append(y)
                y = f[y]
            out.append(cyc)
    return out


def _reach_counts(f: list[int], cyclic: set[int]) -> list[int]:
    """For every node off the cycles, how many nodes reach it (itself included)."""
    n = len(f)
    indeg = [0] * n
    for x in f:
        indeg[x] += 1
    count = [1] * n
    stack = [i for i in range(n) if indeg[i] == 0]
    while stack:
        x = stack.pop()
        y = f[x]
        if y in cyclic:
            continue
        count[y] += count[x]
        indeg[y] -= 1
        if indeg[y] == 0:
            stack.append(y)
    return count


def _target(rng: np.random.RandomState, f: list[int], how: str) -> int:
    n = len(f)
    if how == "any":
        return int(rng.randint(0, n))
    cycles = _cycles(f)
    if how == "cycle":
        longest = max(cycles, key=len)
        return int(longest[rng.randint(0, len(longest))])
    cyclic = {x for c in cycles for x in c}
    off = [i for i in range(n) if i not in cyclic]
    if not off:
        return int(rng.randint(0, n))
    if how == "tail":
        return int(off[rng.randint(0, len(off))])
    if how == "deep":
        counts = _reach_counts(f, cyclic)
        return int(max(off, key=lambda i: counts[i]))
    raise ValueError(f"unknown target {how!r}")


def generate(
    rng: np.random.RandomState, n: int, *, shape: str = "uniform", target: str = "any", frac: float = 0.5
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
    return {"f": fl, "t": _target(rng, fl, target)}
