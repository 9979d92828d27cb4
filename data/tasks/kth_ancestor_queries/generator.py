"""Tests for kth_ancestor_queries.

A rooted tree over positions 0..n-1 (position 0 the root), every position's parent an
earlier position:
* `window`: the parent of position i is drawn from the `window` positions before it (window 1:
  a path; window >= n: a random recursive tree of depth O(log n));
* `caterpillar`: a path (spine) of `spine`*n positions, every other position hung on a random
  spine vertex, so most vertices are deep;
* `broom`: a path of n/2 positions, the rest hung on its last vertex.
The vertices are then renumbered in a random topological order (a vertex's key is its parent's
key plus a random increment; ids are the ranks of the keys), so a parent's id is still smaller
than its children's but a path's ids are interleaved with the other vertices'.

Queries: q vertices drawn uniformly, each with a distance k drawn uniformly between
`low`*depth(v) and depth(v); a fraction `over` of the queries asks for k in
depth(v)+1 .. n (answer -1).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _positions(rng: np.random.RandomState, n: int, shape: str, window: int, spine: float) -> np.ndarray:
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
    return par


def generate(rng: np.random.RandomState, n: int, q: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, low: float = 0.0, over: float = 0.02) -> dict[str, Any]:
    par = _positions(rng, n, shape, window, spine)
    plist = par.tolist()
    step = rng.random_sample(n).tolist()
    key = [0.0] * n
    depth = [0] * n
    for i in range(1, n):
        p = plist[i]
        key[i] = key[p] + step[i]
        depth[i] = depth[p] + 1
    order = np.argsort(np.asarray(key), kind="stable")  # order[new id] = position
    label = np.empty(n, dtype=np.int64)
    label[order] = np.arange(n, dtype=np.int64)
    parent = np.full(n, -1, dtype=np.int64)
    parent[label[1:]] = label[par[1:]]

    at = rng.randint(0, n, size=q)
    d = np.asarray(depth, dtype=np.int64)[at]
    lo = np.floor(d * low).astype(np.int64)
    k = lo + (rng.random_sample(q) * (d - lo + 1)).astype(np.int64)
    k = np.minimum(k, d)
    beyond = rng.random_sample(q) < over
    k_over = d + 1 + (rng.random_sample(q) * (n - d)).astype(np.int64)
    k = np.where(beyond, np.minimum(k_over, n), k)
    return {"parent": parent, "nodes": label[at], "ks": k}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["nodes"])}
