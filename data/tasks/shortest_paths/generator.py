"""Tests for shortest_paths.

Vertices are 0..n-1 and each edge is [u, v, w] with 0 <= w <= 10^9. Shapes:

* `random`: m edges with uniformly random ends (self-loops and parallel edges occur).
* `chain`: a path through all vertices of the source's part, in a random order, carries the
  shortest paths (n - 1 hops to the far end when all are reachable); the other edges point
  backwards along the path (or touch the unreachable part), so no weight can shortcut it.
  The edges are shuffled, so Bellman-Ford with an early exit still needs roughly n/2 rounds
  (a round advances along the path only through runs of path edges that happen to be listed
  in path order, under 2 edges long on average).
* `spfa`: two paths A and B, each vertex also reached straight from the source by an edge
  of weight 2j to the j-th vertex, while the path (weight 1 per hop) gives j + 1. The source's
  edges to A are listed far end first and those to B near end first, path edges far end
  first: a queue-based Bellman-Ford (SPFA) then improves each vertex of A (adjacency in input
  order) or of B (adjacency built by prepending) about j times, O(n^2) in all, and an
  early-exit Bellman-Ford needs about n/2 rounds. The remaining edges are too heavy to matter.

`reach` < 1 leaves a random part of the vertices unreachable: no edge leads into it from
the part that holds the source. `weights`: `random` (0..10^9), `max` (all 10^9, so
distances exceed 2^31 after three hops), `small` (0..3, many ties and zero-weight edges).
The `spfa` shape sets its own weights: 2j and 1 as above, 10^9 on the other edges.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MAX_WEIGHT = 10**9


def _weights(rng: np.random.RandomState, mode: str, size: int) -> np.ndarray:
    if mode == "random":
        return rng.randint(0, MAX_WEIGHT + 1, size=size)
    if mode == "max":
        return np.full(size, MAX_WEIGHT)
    if mode == "small":
        return rng.randint(0, 4, size=size)
    raise ValueError(f"unknown weights mode {mode!r}")


def _random(rng: np.random.RandomState, reached: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
    """`size` edges with random ends; one from the source's part into the other is reversed."""
    n = len(reached)
    u = rng.randint(0, n, size=size)
    v = rng.randint(0, n, size=size)
    swap = reached[u] & ~reached[v]
    return np.where(swap, v, u), np.where(swap, u, v)


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "random", weights: str = "random",
             reach: float = 1.0) -> dict[str, Any]:
    perm = rng.permutation(n)
    k = max(1, round(n * reach))  # perm[:k] is the source's part, perm[0] the source
    reached = np.zeros(n, dtype=bool)
    reached[perm[:k]] = True
    source = int(perm[0])
    if shape == "random":
        u, v = _random(rng, reached, m)
        edges = np.stack([u, v, _weights(rng, weights, m)], axis=1)
    elif shape == "chain":
        rest = m - (k - 1)
        if rest < 0:
            raise ValueError(f"the chain shape needs m >= {k - 1}")
        path = np.stack([perm[:k - 1], perm[1:k], _weights(rng, weights, k - 1)], axis=1)
        u, v = _random(rng, reached, rest)
        position = np.full(n, -1)
        position[perm[:k]] = np.arange(k)
        inside = reached[u] & reached[v]  # turned to point backwards along the path
        later = position[u] >= position[v]
        u, v = np.where(inside & ~later, v, u), np.where(inside & ~later, u, v)
        edges = np.concatenate([path, np.stack([u, v, _weights(rng, weights, rest)], axis=1)])
        edges = edges[rng.permutation(m)]
    elif shape == "spfa":
        half = (k - 1) // 2
        a, b = perm[1:1 + half], perm[1 + half:1 + 2 * half]
        j = np.arange(1, half + 1)
        to_a = np.stack([np.full(half, source), a, 2 * j], axis=1)[::-1]
        to_b = np.stack([np.full(half, source), b, 2 * j], axis=1)
        path_a = np.stack([a[:-1], a[1:], np.ones(half - 1, dtype=np.int64)], axis=1)[::-1]
        path_b = np.stack([b[:-1], b[1:], np.ones(half - 1, dtype=np.int64)], axis=1)[::-1]
        fixed = np.concatenate([to_a, to_b, path_a, path_b])
        rest = m - len(fixed)
        if rest < 0:
            raise ValueError(f"the spfa shape needs m >= {len(fixed)}")
        # too heavy to improve anything: every distance here is below 2k
        u, v = _random(rng, reached, rest)
        edges = np.concatenate([fixed, np.stack([u, v, np.full(rest, MAX_WEIGHT)], axis=1)])
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"n": n, "edges": edges.astype(np.int64), "source": source}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"dist": int(inputs["n"])}
