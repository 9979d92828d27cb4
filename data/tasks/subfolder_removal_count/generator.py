"""Tests for subfolder_removal_count.

n distinct folder paths "/c1/c2/...": a random forest of paths is grown (a new root with
probability `root`, else a child of a random earlier path), then n of them are drawn at
random (a share `keep` of the forest), so that a folder's ancestors may or may not be
listed. Root names have 1..6 letters over 4, child names 1..3 letters over 3, so that near
misses such as "/ab/c" beside "/ab/ca" are frequent. `shape` chooses: `uniform` (as above);
`stem` puts a common 24-letter component in front of every path (never listed itself), so
that each pair comparison runs past it; `flat` lists only roots (nothing is removed).
"""

from __future__ import annotations

from itertools import product
from typing import Any

import numpy as np

MAX_LEN = 100
CHUNK = 4096


def _names(longest: int, alphabet: int) -> list[str]:
    letters = "abcdefgh"[:alphabet]
    return ["".join(t) for k in range(1, longest + 1) for t in product(letters, repeat=k)]


ROOTS = _names(6, 4)
CHILDREN = _names(3, 3)


def generate(rng: np.random.RandomState, n: int, *, root: float = 0.3, keep: float = 0.3,
             shape: str = "uniform", stem: int = 24) -> dict[str, Any]:
    if shape not in ("uniform", "stem", "flat"):
        raise ValueError(f"unknown shape {shape!r}")
    head = ""
    if shape == "stem":
        head = "/" + "".join(chr(ord("a") + int(c)) for c in rng.randint(0, 4, size=stem))
    flat = shape == "flat"
    roots = _names(9, 4) if flat else ROOTS
    target = n if flat else max(n, int(n / keep))
    seen: set[str] = set()
    paths: list[str] = []
    while len(paths) < target:
        coin = rng.random_sample(CHUNK).tolist()
        pick = rng.random_sample(CHUNK).tolist()
        root_name = rng.randint(0, len(roots), size=CHUNK).tolist()
        child_name = rng.randint(0, len(CHILDREN), size=CHUNK).tolist()
        for k in range(CHUNK):
            if len(paths) >= target:
                break
            if flat or not paths or coin[k] < root:
                path = head + "/" + roots[root_name[k]]
            else:
                path = paths[int(pick[k] * len(paths))] + "/" + CHILDREN[child_name[k]]
            if len(path) <= MAX_LEN and path not in seen:
                seen.add(path)
                paths.append(path)
    chosen = rng.permutation(len(paths))[:n]
    return {"folders": [paths[int(i)] for i in chosen]}
