"""Tests for tree_max_degree.

A tree of n vertices given by a read-only parent array (-1 at the root). Trees are grown in
a random order of insertion: the vertex inserted k-th gets a parent among the k earlier
ones, and the insertion order is mapped to ids by a random permutation, so ids carry no
order. `shape` chooses the parents: `uniform` picks any earlier vertex (a random recursive
tree: maximum degree about log2 n), `hubs` sends half of the vertices to 16 early hubs
(degrees near n/32), `star` hangs every vertex below the second one (a star whose centre is
not the root: degree n-1 counts its parent edge), `path` chains each vertex below the
previous one (every degree at most 2), `top` is `hubs` with the 16 hubs given the largest
ids (the last, partial block of a blocked count), `rootstar` hangs everything below the root
(degree n-1, no parent edge).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, shape: str = "uniform") -> dict[str, Any]:
    k = np.arange(n)
    if shape == "uniform":
        pos = (rng.rand(n) * k).astype(np.int64)
    elif shape in ("hubs", "top"):
        pos = (rng.rand(n) * k).astype(np.int64)
        hub = rng.randint(0, 16, size=n)
        take = (rng.rand(n) < 0.5) & (hub < k)
        pos = np.where(take, hub, pos)
    elif shape == "star":
        pos = np.ones(n, dtype=np.int64)
        pos[:2] = 0
    elif shape == "rootstar":
        pos = np.zeros(n, dtype=np.int64)
    elif shape == "path":
        pos = np.maximum(k - 1, 0)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    ids = rng.permutation(n)
    if shape == "top" and n > 16:
        # insertion positions 0..15 (the hubs) get the 16 largest ids
        hubs_ids = np.arange(n - 16, n)
        rest = rng.permutation(n - 16)
        ids = np.concatenate([rng.permutation(hubs_ids), rest])
    parent = np.empty(n, dtype=np.int64)
    parent[ids] = ids[pos]
    parent[ids[0]] = -1
    return {"parent": parent}
