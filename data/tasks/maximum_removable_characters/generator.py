"""Tests for maximum_removable_characters.

A text s of n letters drawn from the first `alpha` letters, a read-only list `removable` of
k distinct positions of s (a prefix of a random permutation), and a pattern p that stays a
subsequence of s once the first t = t_frac * k positions of `removable` are deleted: p keeps
each remaining letter with probability q, and always keeps the letter at removable[t], so
that deleting one more position tends to break it. With q * alpha > 1 the greedy matching
of p runs through nearly all of s, whatever the number of deletions checked.
`k` is a count, or `k_frac` a fraction of n.
"""

from __future__ import annotations

from typing import Any

import numpy as np

ALPHABET = np.frombuffer(b"abcdefghijklmnopqrstuvwxyz", dtype=np.uint8)


def generate(
    rng: np.random.RandomState,
    n: int,
    k: int = 0,
    *,
    k_frac: float = 0.0,
    alpha: int = 2,
    t_frac: float = 0.5,
    q: float = 0.6,
) -> dict[str, Any]:
    size = k if k else max(1, int(n * k_frac))
    size = min(size, n)
    text = rng.randint(0, alpha, size=n)
    removable = rng.permutation(n)[:size].astype(np.int64)
    t = min(int(size * t_frac), size)
    keep = np.ones(n, dtype=bool)
    keep[removable[:t]] = False
    chosen = keep & (rng.random_sample(n) < q)
    if t < size:
        chosen[removable[t]] = True
    pattern = text[chosen]
    return {
        "s": ALPHABET[text].tobytes().decode(),
        "p": ALPHABET[pattern].tobytes().decode(),
        "removable": removable,
    }
