"""Tests for tree_distance_queries.

A rooted tree on positions 0..n-1 (position 0 the root), each position's parent an earlier
position, drawn by `shape`:
* `window`: the parent of position i is one of the `window` positions before it (window 1 is
  a path, a large window a shallow random recursive tree);
* `caterpillar`: a spine path of `spine`*n positions; every later position hangs on a random
  spine vertex, so most vertices are deep and most pairs meet high on the spine;
* `broom`: a path of n/2 positions with the other half hung on its last vertex.
Positions are then relabelled in a random topological order (each vertex gets its parent's key
plus a random positive amount; ids are the ranks of the keys), so parents keep smaller ids than
their children while a path's ids are scattered among the others'.

Queries: q pairs (u, v) of uniformly drawn vertices; a fraction `same` of them asks for u = v.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _shape(rng: np.random.RandomState, n: int, shape: str, window: int, spine: float) -> np.ndarray:
    idx = np.arange(n, dtype=np.int64)
    if shape == "window":
        low = np.maximum(0, idx - window)
        par = low + (rng.random_sample(n) * (idx - low)).astype(np.int64)
    elif shape == "caterpillar":
        length = max(1, int(n * spine))
        par = idx - 1
        par[length:] = rng.randint(0, length, size=n)[length:]
    elif shape == "broom":
        length = max(1, n // 2)
        par = idx - 1
        par[length:] = length - 1
    else:
        raise ValueError(f"unknown shape {shape!r}")
    par[0] = -1
    return par


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, same: float = 0.01) -> dict[str, Any]:
    par = _shape(rng, n, shape, window, spine)
    plist = par.tolist()
    keys = rng.random_sample(n).tolist()
    keys[0] = 0.0
    for i in range(1, n):
        keys[i] += keys[plist[i]]
    order = np.argsort(np.asarray(keys), kind="stable")  # order[new id] = position
    label = np.empty(n, dtype=np.int64)
    label[order] = np.arange(n, dtype=np.int64)
    parent = np.full(n, -1, dtype=np.int64)
    parent[label[1:]] = label[par[1:]]

    us = rng.randint(0, n, size=q)
    vs = rng.randint(0, n, size=q)
    eq = rng.random_sample(q) < same
    vs = np.where(eq, us, vs)
    return {"parent": parent, "us": label[us], "vs": label[vs]}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["us"])}
