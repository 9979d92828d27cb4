"""Tests for palindrome_substring_queries.

Comparing a substring from both ends costs up to half its length, so the rows that must
rule that out are built from palindrome-rich strings and long queries: a run of one letter
or a string that is its own mirror image (`mirror`: a random half, an optional middle
letter, the half reversed), both with `pairs` mirrored mutations (a letter changed at i and
at n-1-i alike, which keeps the whole string a palindrome) and `breaks` unmirrored
mutations within `near`*n of the centre (every query that is symmetric about the centre
and reaches one of them is not a palindrome, yet is compared nearly to the middle before
the mismatch shows). Queries are a mix of `centred` ones (l + r = n - 1: palindromes of a
mirror string unless a break lies inside; l below `reach` times n/2, so reach = 0.5 makes
them longer than n/2), `shifted` ones (l + r = n - 2), `long` ones (l in
the first `window`*n letters, r in the last) and uniformly random ones. `random` strings
over few letters check answers only.
"""

from __future__ import annotations

import string
from typing import Any

import numpy as np

ALPHABET = np.frombuffer(string.ascii_lowercase.encode(), dtype=np.uint8)


def generate(rng: np.random.RandomState, n: int, q: int, shape: str, *, letters: int = 2, pairs: int = 0,
             breaks: int = 0, near: float = 0.01, centred: float = 0.0, shifted: float = 0.0,
             long: float = 0.0, window: float = 0.05, reach: float = 1.0) -> dict[str, Any]:
    if shape == "run":
        s = np.full(n, rng.randint(0, letters))
    elif shape == "mirror":
        half = rng.randint(0, letters, size=n // 2)
        middle = rng.randint(0, letters, size=n % 2)
        s = np.concatenate([half, middle, half[::-1]])
    elif shape == "random":
        s = rng.randint(0, letters, size=n)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    if pairs:
        where = rng.randint(0, n, size=pairs)
        what = rng.randint(0, 26, size=pairs)
        s[where] = what
        s[n - 1 - where] = what
    if breaks:
        centre = (n - 1) // 2
        span = max(1, int(near * n))
        where = np.clip(centre + rng.randint(-span, span + 1, size=breaks), 0, n - 1)
        s[where] = (s[where] + 1 + rng.randint(0, 25, size=breaks)) % 26
    kind = rng.random_sample(q)
    # centred: l = t, r = n - 1 - t; shifted: l = t, r = n - 2 - t (needs n >= 2).
    t = rng.randint(0, max(1, int(reach * ((n + 1) // 2))), size=q)
    t_shift = rng.randint(0, max(1, (n - 2) // 2 + 1), size=q)
    edge = max(1, int(window * n))
    long_l = rng.randint(0, edge, size=q)
    long_r = n - 1 - rng.randint(0, edge, size=q)
    x = rng.randint(0, n, size=q)
    y = rng.randint(0, n, size=q)
    l = np.minimum(x, y)
    r = np.maximum(x, y)
    is_centred = kind < centred
    is_shifted = (kind >= centred) & (kind < centred + shifted) & (n >= 2)
    is_long = (kind >= centred + shifted) & (kind < centred + shifted + long)
    l = np.where(is_centred, t, np.where(is_shifted, t_shift, np.where(is_long, long_l, l)))
    r = np.where(is_centred, n - 1 - t, np.where(is_shifted, n - 2 - t_shift, np.where(is_long, long_r, r)))
    queries = np.stack([l, r], axis=1).astype(np.int64)
    return {"s": ALPHABET[s].tobytes().decode(), "queries": queries}
