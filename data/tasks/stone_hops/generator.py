"""Tests for stone_hops.

n stones on a line, positions 0..2*10^9, and a hop limit d; the stones are listed in no
order. `shape` chooses them:
`chain`: distinct positions whose consecutive gaps are drawn from [d/3, d], shuffled: every
hop of the greedy covers one to three gaps, so about n/2 hops (the most work for a walk that
scans the array once a hop);
`descending`: the same chain listed in decreasing order (each value of a refill scan beats
the buffer's largest: the most heap work for a buffered walk);
`dups`: a chain of n/4 positions, each stone four times, shuffled;
`dense`: n uniform positions in 0..2*10^9 with d = 2*10^9 / 60 (about 60 hops: the walk is
fast, the sorted copy large);
`blocked`: a chain with one gap of d + 1 at nine tenths of the way (answer -1).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 2 * 10**9


def _chain(rng: np.random.RandomState, m: int) -> tuple[np.ndarray, int]:
    d = max(3, min(VMAX // 2, VMAX // max(1, m)))
    gaps = rng.randint(d // 3, d + 1, size=max(0, m - 1))
    pos = np.concatenate([[0], np.cumsum(gaps)]).astype(np.int64)
    top = int(pos[-1])
    pos += rng.randint(0, VMAX - top + 1)
    return pos, d


def generate(rng: np.random.RandomState, n: int, *, shape: str = "chain") -> dict[str, Any]:
    if shape in ("chain", "descending", "blocked"):
        pos, d = _chain(rng, n)
        if shape == "blocked" and n >= 2:
            k = max(1, (9 * n) // 10)
            step = (d + 1) - (int(pos[k]) - int(pos[k - 1]))
            pos[k:] += step
            if pos[-1] > VMAX:
                pos -= int(pos[0])
        pos = pos[::-1].copy() if shape == "descending" else pos[rng.permutation(n)]
    elif shape == "dups":
        m = max(1, n // 4)
        base, d = _chain(rng, m)
        pos = np.resize(base, n)
        pos = pos[rng.permutation(n)]
    elif shape == "dense":
        pos = rng.randint(0, VMAX + 1, size=n).astype(np.int64)
        d = VMAX // 60
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"stones": pos.astype(np.int64), "d": int(d)}
