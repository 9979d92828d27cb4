"""Tests for canonical_kmer_count.

A DNA string s of length n over ACGT and a window length k (16..31). `shape` chooses s:
`random` draws every letter independently (almost every window is a new k-mer: the most
work for a scan that stops at the first earlier copy), `repeats` repeats a few random
blocks with sparse mutations (many windows repeat, some only as reverse complements),
`revcomp` is a random half followed by its reverse complement (every k-mer of the second
half is the reverse complement of one of the first: canonical counting halves the naive
count), `run` is one letter with a few mutations (very few distinct k-mers, long runs of
equal codes).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LETTERS = np.frombuffer(b"ACGT", dtype=np.uint8)


def generate(rng: np.random.RandomState, n: int, k: int = 0, *, shape: str = "random",
             blocks: int = 8, mutations: int = 20) -> dict[str, Any]:
    if k == 0:
        k = int(rng.randint(16, 32))
    if shape == "random":
        x = rng.randint(0, 4, size=n)
    elif shape == "repeats":
        lengths = rng.randint(k, 4 * k, size=blocks)
        pieces = [rng.randint(0, 4, size=int(m)) for m in lengths]
        picks = rng.randint(0, blocks, size=n // k + blocks)
        flip = rng.randint(0, 2, size=picks.size)
        x = np.concatenate([3 - pieces[p][::-1] if f else pieces[p] for p, f in zip(picks, flip, strict=True)])[:n]
        pos = rng.randint(0, n, size=mutations)
        x[pos] = rng.randint(0, 4, size=mutations)
    elif shape == "revcomp":
        half = rng.randint(0, 4, size=(n + 1) // 2)
        x = np.concatenate([half, 3 - half[::-1]])[:n]
    elif shape == "run":
        x = np.zeros(n, dtype=np.int64)
        pos = rng.randint(0, n, size=mutations)
        x[pos] = rng.randint(1, 4, size=mutations)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"s": LETTERS[x].tobytes().decode(), "k": k}
