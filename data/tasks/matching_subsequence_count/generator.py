"""Tests for matching_subsequence_count.

A read-only log a of n event codes in 0..99 and m read-only patterns of codes; the answer
counts the patterns that occur in a as subsequences. What a pattern costs a scan of a is how
far its greedy (leftmost) embedding reaches, or all of a when it fails, so `shape` chooses
how far the embeddings reach:
`uniform` draws the log and the patterns (lengths 1..maxlen) uniformly over the 100 codes:
embeddings are short (about 100 positions a code) and nearly every pattern occurs;
`rare` draws the log over the 80 common codes 0..79 and plants each rare code 80..99 at
`rare_count` random positions; a fraction `far` of the patterns (lengths 2..maxlen) hold
one to all rare codes (each code rare with probability 1/2, at least one), so their
embeddings jump from one planted position to the next and reach deep into the log or fail
(about half occur); the other patterns hold common codes only and resolve within a few
hundred positions; `ladder` plants the rare codes in increasing order (code 80 + j in the
j-th twentieth of the log) and makes every far pattern a run of rare codes that is
increasing except, with probability 1/2, for a last code that is smaller than the one
before (present in the log, but only earlier): it fails only after its scan has passed most
of the log.
"""

from __future__ import annotations

from typing import Any

import numpy as np

CODES = 100
COMMON = 80


def _far_pattern(rng: np.random.RandomState, maxlen: int) -> list[int]:
    length = int(rng.randint(2, maxlen + 1))
    rare = rng.random_sample(length) < 0.5
    if not rare.any():
        rare[rng.randint(0, length)] = True
    return [int(80 + rng.randint(0, CODES - COMMON)) if r else int(rng.randint(0, COMMON)) for r in rare]


def _ladder_pattern(rng: np.random.RandomState, maxlen: int) -> list[int]:
    length = int(rng.randint(2, maxlen + 1))
    top = CODES - COMMON
    run = sorted(int(x) for x in rng.choice(top, size=length, replace=False))
    if run[-2] > 0 and rng.random_sample() < 0.5:
        run[-1] = int(rng.randint(0, run[-2]))  # smaller than the code before: only earlier
    return [COMMON + x for x in run]


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "rare", far: float = 1.0,
             rare_count: int = 8, maxlen: int = 4) -> dict[str, Any]:
    if shape == "uniform":
        a = rng.randint(0, CODES, size=n).astype(np.int64)
        lens = rng.randint(1, maxlen + 1, size=m)
        patterns = [[int(x) for x in rng.randint(0, CODES, size=int(k))] for k in lens]
        return {"a": a, "patterns": patterns}
    if shape not in ("rare", "ladder"):
        raise ValueError(f"unknown shape {shape!r}")
    a = rng.randint(0, COMMON, size=n).astype(np.int64)
    top = CODES - COMMON
    if shape == "rare":
        for code in range(COMMON, CODES):
            a[rng.randint(0, n, size=rare_count)] = code
    else:
        for j in range(top):
            lo, hi = j * n // top, (j + 1) * n // top
            a[lo + rng.randint(0, max(1, hi - lo), size=rare_count)] = COMMON + j
    patterns = []
    is_far = rng.random_sample(m) < far
    for f in is_far:
        if f:
            patterns.append(_far_pattern(rng, maxlen) if shape == "rare" else _ladder_pattern(rng, maxlen))
        else:
            k = int(rng.randint(1, maxlen + 1))
            patterns.append([int(x) for x in rng.randint(0, COMMON, size=k)])
    return {"a": a, "patterns": patterns}
