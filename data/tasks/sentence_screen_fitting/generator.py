"""Tests for sentence_screen_fitting.

A sentence of n words (lengths in [1, 10]) is typed row by row on a screen `rows` tall and
`cols` wide. `shape` chooses the sentence and the width:
`rotation` gives every word one length L but for `pert` words one longer or shorter, and a
width holding `copies` whole sentences and then about frac * n more words, a count
coprime to n: the row-start map is then close to a rotation by that count, and its cycle
holds about n rows (the longest walk a cycle finder must make);
`random` draws the lengths uniformly from [lo, hi] and the width as `copies` sentences plus
about frac of one (cycles of tens to thousands of rows).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, shape: str = "rotation",
             frac: float = 0.5, copies: int = 0, pert: int = 3, lo: int = 1, hi: int = 10,
             rows: int = 10**9) -> dict[str, Any]:
    if shape == "rotation":
        base = int(rng.randint(2, 10))
        lens = np.full(n, base, dtype=np.int64)
        for _ in range(pert):
            lens[rng.randint(0, n)] = base + (1 if rng.randint(0, 2) else -1)
        total = int(lens.sum()) + n
        r = max(1, int(frac * n))
        while r > 1 and math.gcd(r, n) != 1:
            r -= 1
        width = copies * total + r * (base + 1) + int(rng.randint(0, base + 1)) - 1
    elif shape == "random":
        lens = rng.randint(lo, hi + 1, size=n).astype(np.int64)
        total = int(lens.sum()) + n
        width = copies * total + max(int(lens.max()), int(frac * total))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    width = max(width, int(lens.max()))
    return {"lens": lens, "cols": int(width), "rows": int(rows)}
