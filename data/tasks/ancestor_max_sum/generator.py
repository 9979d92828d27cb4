"""Tests for ancestor_max_sum.

Vertex 0 is the root and every other vertex's parent has a smaller id. A tree is built over
positions 0..n-1 (position 0 the root); the parent of position i is drawn from the `window`
positions before it (window = 1: a path; window >= n: a random recursive tree). `shape` adds
the deep shapes that cost a climb-to-the-root method Theta(n^2):
* `window`: as above;
* `caterpillar`: a spine of `spine`*n positions, every other position hung on a random spine
  vertex (so most vertices have a deep parent);
* `broom`: a path of n/2 positions and the rest hung on its last vertex.
`labels: random` renumbers the vertices in a random topological order (ids are ranks of keys
that grow from parent to child), `ordered` keeps the positions as ids.
Weights: `weights: random` draws them uniformly from [0, wmax]; `rising` makes them grow
with the position plus noise (so the maximum of a root path is usually near its bottom and
changes often along a climb); `falling` makes them shrink with the position (the maximum of
most root paths sits near the root, but never at the root itself: the root gets 0).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _tree(rng: np.random.RandomState, n: int, shape: str, window: int, spine: float) -> np.ndarray:
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


def generate(rng: np.random.RandomState, n: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, labels: str = "random", weights: str = "random",
             wmax: int = 10**9) -> dict[str, Any]:
    par = _tree(rng, n, shape, window, spine)
    pos = np.arange(n, dtype=np.int64)
    if weights == "random":
        w = rng.randint(0, wmax + 1, size=n).astype(np.int64)
    elif weights in ("rising", "falling"):
        base = pos * (wmax // (2 * max(1, n)))
        noise = rng.randint(0, wmax // 2 + 1, size=n).astype(np.int64)
        w = base + noise if weights == "rising" else (wmax - base - noise)
        w = np.clip(w, 0, wmax)
        if weights == "falling":
            w[0] = 0
    else:
        raise ValueError(f"unknown weights {weights!r}")
    if labels == "ordered":
        return {"parent": par, "weight": w}
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
    weight = np.empty(n, dtype=np.int64)
    weight[label] = w
    return {"parent": parent, "weight": weight}
