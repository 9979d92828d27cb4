"""Tests for tree_diameter.

Vertex 0 is the root and every other vertex's parent has a smaller id. A tree is built over
positions 0..n-1 (position 0 the root), then renumbered (below). `shape`:
* `window`: the parent of position i is drawn from the `window` positions before it, so
  depths grow by about one every window/2 positions (window = 1: a path; window >= n: a
  random recursive tree, depth O(log n));
* `caterpillar`: a spine of `spine`*n positions, every other position hung on a random spine
  vertex (most vertices have a deep parent; the diameter runs from a hair near the top to
  one near the bottom of the spine);
* `broom`: a path of n/2 positions and the rest hung on its last vertex;
* `spider`: `legs` paths of random lengths hung on the root (the diameter is the two longest
  legs, through the root);
* `fork`: a stem of `spine`*n positions from the root, then two branches of about equal
  length from its last vertex (the diameter joins the two branch ends and avoids the root:
  a longest path need not pass through the root nor end at the deepest vertex's sibling).
`labels: random` renumbers the vertices in a random topological order (a vertex's key is its
parent's key plus a random increment; ids are ranks of keys), so that a path's ids are
interleaved with the other vertices'; `ordered` keeps the positions as ids.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _paths(rng: np.random.RandomState, n: int, starts: list[int], lengths: list[int], *,
           par: np.ndarray, first: int) -> int:
    """Hang a path of lengths[i] positions on starts[i], from position `first` on."""
    pos = first
    for s, length in zip(starts, lengths, strict=True):
        if length <= 0:
            continue
        par[pos] = s
        par[pos + 1:pos + length] = np.arange(pos, pos + length - 1)
        pos += length
    return pos


def generate(rng: np.random.RandomState, n: int, *, shape: str = "window", window: int = 1,
             spine: float = 0.5, legs: int = 8, labels: str = "random") -> dict[str, Any]:
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
    elif shape == "spider":
        par = pos - 1
        k = max(1, min(legs, n - 1))
        if n > 1:
            cuts = np.sort(rng.choice(np.arange(1, n - 1), size=k - 1, replace=False)) if k > 1 else []
            bounds = [0, *[int(c) for c in cuts], n - 1]
            lengths = [bounds[i + 1] - bounds[i] for i in range(k)]
            _paths(rng, n, [0] * k, lengths, par=par, first=1)
    elif shape == "fork":
        par = pos - 1
        stem = max(1, min(n - 1, int(n * spine)))
        rest = n - stem
        left = rest // 2 + int(rng.randint(0, max(1, rest // 20) + 1))
        left = min(left, rest)
        _paths(rng, n, [stem - 1, stem - 1], [left, rest - left], par=par, first=stem)
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
