"""Tests for optimal_page_faults.

n page requests (read-only, pages in [0, 10^9]) and a cache of k <= 32 pages. Pages are
drawn as ids and then scrambled to distinct values in [0, 10^9] by an affine map modulo
10^9 + 1 (a bijection there), so equal ids are equal pages and nothing else is. `shape`:
`mixed` makes each request, with probability `fresh`, a page never requested before or
after (a one-off page: a forward scan for its next request runs to the end of the
sequence), else a page of a working set of `w` pages drawn uniformly (w > k: the cache
keeps evicting); `uniform` draws every request from `w` pages (gaps near w); `loop` cycles
through `w` pages in order with a `fresh` share of one-off pages in between (the classic
case where LRU faults on every request and Belady's rule keeps k - 1 of the cycle);
`distinct` makes every request a one-off page.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MOD = 10**9 + 1


def generate(rng: np.random.RandomState, n: int, k: int, *, shape: str = "mixed",
             w: int = 48, fresh: float = 0.5) -> dict[str, Any]:
    if shape == "mixed":
        ids = rng.randint(0, w, size=n).astype(np.int64)
        one_off = rng.random_sample(n) < fresh
        ids[one_off] = w + np.arange(int(one_off.sum()), dtype=np.int64)
    elif shape == "uniform":
        ids = rng.randint(0, w, size=n).astype(np.int64)
    elif shape == "loop":
        ids = np.arange(n, dtype=np.int64) % w
        one_off = rng.random_sample(n) < fresh
        ids[one_off] = w + np.arange(int(one_off.sum()), dtype=np.int64)
    elif shape == "distinct":
        ids = np.arange(n, dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    mult = int(rng.randint(10**8, 9 * 10**8)) | 1
    while np.gcd(mult, MOD) != 1:
        mult += 2
    shift = int(rng.randint(0, MOD))
    pages = (ids * mult + shift) % MOD
    return {"pages": pages, "k": k}
