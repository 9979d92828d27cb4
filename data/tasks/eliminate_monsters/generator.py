"""Tests for eliminate_monsters.

n monsters, dist in 1..10^9 and speed in 1..1000, read-only. Each test first chooses the
arrival minutes a_i = ceil(dist_i / speed_i), then a speed and a distance giving exactly that
ceiling. `shape` chooses the arrivals:
`perm` is a random permutation of 1..n (one monster a minute: every monster is eliminated,
so no scan can stop early), `slack` adds 0..3 to a permutation (ties, still all eliminated),
`late` breaks a permutation at about 0.9 n (one monster moved earlier: the answer is that
minute), `far` draws dist and speed uniformly (arrivals mostly far beyond n: answer n),
`crowd` draws arrivals uniformly in 1..2n.
"""

from __future__ import annotations

from typing import Any

import numpy as np

DMAX = 10**9
SMAX = 1000


def generate(rng: np.random.RandomState, n: int, *, shape: str = "perm") -> dict[str, Any]:
    if shape == "far":
        dist = rng.randint(1, DMAX + 1, size=n).astype(np.int64)
        speed = rng.randint(1, SMAX + 1, size=n).astype(np.int64)
        return {"dist": dist, "speed": speed}
    if shape in ("perm", "slack", "late"):
        a = rng.permutation(n).astype(np.int64) + 1
        if shape == "slack":
            a += rng.randint(0, 4, size=n)
        elif shape == "late" and n >= 2:
            k = max(int(n * 0.9), 1)
            # move one monster arriving after minute k to arrive at minute k
            cand = np.nonzero(a > k)[0]
            a[cand[rng.randint(len(cand))]] = k
    elif shape == "crowd":
        a = rng.randint(1, 2 * n + 1, size=n).astype(np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    speed = rng.randint(1, SMAX + 1, size=n).astype(np.int64)
    speed = np.minimum(speed, DMAX // a)
    dist = a * speed - rng.randint(0, 1 << 30, size=n) % speed
    return {"dist": dist, "speed": speed}
