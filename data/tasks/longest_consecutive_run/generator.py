"""Tests for longest_consecutive_run.

n read-only values in 0..10^9. `shape` chooses them: `wide` draws uniformly from the whole
range (runs of length 1 or 2: every value starts a run, the most work for a scan-based
solution), `dense` draws n values from a window of about n integers at a random base (about
63% of the window present: many runs, the longest a few dozen), `blocks` shuffles eight long
runs (n/32 to n/16 values each) with copies, `dups` draws from a window of 60 integers (long runs of
equal values), `descending` lists `dense` values from the largest down (every value of a scan
beats a buffer's largest: the most heap work for a batched scan).
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "wide") -> dict[str, Any]:
    if shape == "wide":
        a = rng.randint(0, VMAX + 1, size=n)
    elif shape in ("dense", "descending"):
        base = rng.randint(0, VMAX - n)
        a = base + rng.randint(0, n, size=n)
        if shape == "descending":
            a = np.sort(a)[::-1]
    elif shape == "blocks":
        k = 8
        lengths = rng.randint(n // (4 * k) + 1, n // (2 * k) + 1, size=k)
        starts = rng.randint(0, VMAX - n, size=k)
        runs = np.concatenate([s + np.arange(m) for s, m in zip(starts, lengths, strict=True)])
        a = np.concatenate([runs, runs[rng.randint(0, len(runs), size=n - len(runs))]])
        rng.shuffle(a)
    elif shape == "dups":
        base = rng.randint(0, VMAX - 60)
        a = base + rng.randint(0, 60, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a.astype(np.int64)}
