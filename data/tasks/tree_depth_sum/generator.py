"""Tests for tree_depth_sum.

Vertex 0 is the root and every other vertex's parent has a smaller id. A tree is built over
positions 0..n-1 (position 0 the root); the parent of position i is drawn from the `window`
positions before it, so depths grow by about one every window/2 positions (window = 1: a
path; window >= n: a random recursive tree, depth O(log n)). `shape` adds the deep shapes
that cost a climb-to-the-root method Theta(n^2):
* `window`: as above;
* `caterpillar`: a spine of `spine`*n positions, every other position hung on a random spine
  vertex (so most vertices have a deep parent);
* `broom`: a path of n/2 positions and the rest hung on its last vertex (every leaf at
  depth n/2).
`labels: random` renumbers the vertices in a random topological order (a vertex's key is its
parent's key plus a random increment; ids are ranks of keys), so that a spine's ids are
interleaved with its leaves'; `ordered` keeps the positions as ids.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, labels: str = "random") -> dict[str, Any]:
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
    if labels == "ordered":
        return {"parent": par}
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
    return {"parent": parent}
