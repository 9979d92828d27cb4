"""Tests for shortest_covering_window_from_start.

The string mixes the first k letters (the ones a window must cover) with the other letters
(noise, a fraction `noise` of the characters). `rare` of the first k letters appear with
probability 1 / `span` each, so a covering window from a start is about 1.5 * `span` long
(the wait for the last of two rare letters) and varies a lot from one start to the next;
starts near the end often have no covering window. `starts` chooses the queries: uniform,
or among the first `region` of the string.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, k: int = 20, span: int = 10000, rare: int = 2,
             noise: float = 0.2, starts: str = "uniform", region: float = 0.1) -> dict[str, Any]:
    p = np.zeros(26)
    p[k:] = noise / max(1, 26 - k) if k < 26 else 0.0
    chosen = rng.choice(k, size=min(rare, k), replace=False)
    p[chosen] = 1.0 / span
    common = [c for c in range(k) if c not in set(chosen.tolist())]
    rest = 1.0 - p.sum()
    if common:
        p[common] = rest / len(common)
    else:
        p[chosen] += rest / len(chosen)
    p /= p.sum()
    codes = rng.choice(26, size=n, p=p).astype(np.uint8) + ord("a")
    s = codes.tobytes().decode("ascii")
    if starts == "uniform":
        st = rng.randint(0, n, size=q)
    elif starts == "low":
        st = rng.randint(0, max(1, int(region * n)), size=q)
    else:
        raise ValueError(f"unknown starts {starts!r}")
    return {"s": s, "k": k, "starts": st.astype(np.int64)}
