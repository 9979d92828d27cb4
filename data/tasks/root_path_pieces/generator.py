"""Tests for root_path_pieces.

Vertex 0 is the root and every other vertex's parent has a smaller id (the shapes are those of
tree_depth_sum). A tree is built over positions 0..n-1 (position 0 the root); the parent of
position i is drawn from the `window` positions before it (window = 1: a path). `shape` adds
the deep shapes that cost a climb-to-the-root method Theta(n^2):
* `window`: as above;
* `caterpillar`: a spine of `spine`*n positions, every other position hung on a random spine
  vertex;
* `broom`: a path of n/2 positions and the rest hung on its last vertex.
`labels: random` renumbers the vertices in a random topological order, so that a spine's ids
are interleaved with its leaves'. Weights are drawn uniformly from [wmin, wmax] with
wmax <= limit; a fraction `full` of them is set to `limit` itself (a piece of its own).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, labels: str = "random", limit: int = 1000000000,
             wmin: int = 1, wmax: int = 400000000, full: float = 0.0) -> dict[str, Any]:
    if not 1 <= wmin <= wmax <= limit:
        raise ValueError("need 1 <= wmin <= wmax <= limit")
    pos = np.arange(n, dtype=np.int64)
    if shape == "window":
        lo = np.maximum(0, pos - window)
        par = lo + (rng.random_sample(n) * (pos - lo)).astype(np.int64)
    elif shape == "caterpillar":
        length = max(1, int(n * spine))
        par = pos - 1
        hang = rng.randint(0, length, size=n)
        par[length:] = hang[length:]
    elif shape == "broom":
        length = max(1, n // 2)
        par = pos - 1
        par[length:] = length - 1
    else:
        raise ValueError(f"unknown shape {shape!r}")
    par[0] = -1
    weight = rng.randint(wmin, wmax + 1, size=n).astype(np.int64)
    if full > 0:
        weight[rng.random_sample(n) < full] = limit
    if labels == "ordered":
        return {"parent": par, "weight": weight, "limit": limit}
    if labels != "random":
        raise ValueError(f"unknown labels {labels!r}")
    step = rng.random_sample(n).tolist()
    plist = par.tolist()
    key = [0.0] * n
    for i in range(1, n):
        key[i] = key[plist[i]] + step[i]
    order = np.argsort(np.asarray(key), kind="stable")  # order[new id] = position
    label = np.empty(n, dtype=np.int64)
    label[order] = pos
    parent = np.full(n, -1, dtype=np.int64)
    parent[label[1:]] = label[par[1:]]
    relabelled = np.empty(n, dtype=np.int64)
    relabelled[label] = weight
    return {"parent": parent, "weight": relabelled, "limit": limit}
