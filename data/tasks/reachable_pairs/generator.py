"""Tests for reachable_pairs.

Vertices are 0..n-1; edges [u, v] are directed, listed in random order; self-loops and
parallel edges may occur (`random` only).

Shapes, each a worst case of some shortcut:
* `random`: m edges with random ends. With m = 4n almost every vertex lies in one giant
  strongly connected component, so a BFS from every vertex visits the whole graph: the
  BFS class's full n(n + m) cost. (A condensation makes this one cheap.)
* `dag`: random vertex ranks, every edge from a lower to a higher rank, and runs of 1-3
  consecutive ranks tied into small cycles: thousands of small components, so condensing
  the graph saves nothing, and a vertex of low rank reaches most of the graph (the BFS
  class does about n(n + m)/2 steps). The longest path is long, so repeated sweeps over
  the edge list (O(n) memory) need many rounds per source.
* `chain`: a Hamiltonian path through the ranks plus random forward edges: every vertex
  reaches exactly the vertices after it, n(n - 1)/2 pairs, the most a DAG has.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "dag") -> dict[str, Any]:
    if shape == "random":
        u = rng.randint(0, n, size=m)
        v = rng.randint(0, n, size=m)
    elif shape in ("dag", "chain"):
        fixed = []
        if shape == "chain":
            fixed.append(np.stack([np.arange(n - 1), np.arange(1, n)], axis=1))
        else:  # small cycles: runs of 1-3 consecutive ranks, each closed by a back edge
            ends = np.cumsum(rng.randint(1, 4, size=n))
            starts = np.concatenate([[0], ends[:-1]])
            keep = (ends <= n) & (ends - starts > 1)
            s, e = starts[keep], ends[keep] - 1
            inner = np.concatenate([np.arange(a, b) for a, b in zip(s, e, strict=True)]) if len(s) else np.zeros(0, int)
            fixed.append(np.stack([inner, inner + 1], axis=1))
            fixed.append(np.stack([e, s], axis=1))
        fixed = np.concatenate(fixed) if fixed else np.zeros((0, 2), int)
        rest = m - len(fixed)
        if rest < 0:
            raise ValueError(f"shape {shape} needs m >= {len(fixed)}")
        a = rng.randint(0, n, size=rest)
        b = rng.randint(0, n - 1, size=rest)
        b = b + (b >= a)  # b != a
        forward = np.stack([np.minimum(a, b), np.maximum(a, b)], axis=1)
        ranked = np.concatenate([fixed, forward])
        label = rng.permutation(n)  # vertex of rank r
        u, v = label[ranked[:, 0]], label[ranked[:, 1]]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    edges = np.stack([u, v], axis=1)[rng.permutation(m)]
    return {"n": n, "edges": edges.astype(np.int64)}
