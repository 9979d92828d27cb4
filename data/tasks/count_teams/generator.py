"""Tests for count_teams.

n values in [1, 10^9], read-only. `shape` chooses them: `random` draws them uniformly over
the whole range (distinct values are the rule); `permutation` is 1..n shuffled (the classic
distinct ratings); `ascending` and `descending` are sorted random values (every triplet of
distinct values is a team: the answer is near C(n, 3), far beyond 2^31, and a middle's
product of counts passes 2^31 once n > 92682); `few` draws from `distinct` values (ties must
not count; with distinct = 2000, row 3's `levels`, the ranks stay in cache, so that a rank
map such as std::map costs no more than a sorted copy); `zigzag` interleaves a rising and a
falling sequence (a middle's counts are near n/4 on each side, both directions contribute);
`nearly` is ascending with n/50 random swaps.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, *, shape: str = "random",
             distinct: int = 10) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(1, LIMIT + 1, size=n, dtype=np.int64)
    elif shape == "permutation":
        a = rng.permutation(n).astype(np.int64) + 1
    elif shape in ("ascending", "descending", "nearly"):
        a = np.sort(rng.randint(1, LIMIT + 1, size=n, dtype=np.int64))
        if shape == "descending":
            a = a[::-1].copy()
        elif shape == "nearly":
            for _ in range(max(1, n // 50)):
                i, j = rng.randint(0, n, size=2)
                a[i], a[j] = a[j], a[i]
    elif shape == "few":
        values = rng.choice(np.arange(1, LIMIT + 1, LIMIT // (4 * distinct)), size=distinct,
                            replace=False)
        a = values[rng.randint(0, distinct, size=n)].astype(np.int64)
    elif shape == "zigzag":
        a = np.empty(n, dtype=np.int64)
        up = np.sort(rng.randint(1, LIMIT + 1, size=(n + 1) // 2, dtype=np.int64))
        down = np.sort(rng.randint(1, LIMIT + 1, size=n // 2, dtype=np.int64))[::-1]
        a[0::2] = up
        a[1::2] = down
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"a": a}
