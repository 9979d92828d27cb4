"""Tests for longest_bounded_window_from_start.

`values` = "walk": a random walk (steps uniform in [-1000, 1000], shifted to start at 0,
values up to about 10^7), with d chosen so that a window from a start covers about `span`
values (the range of a walk over L steps grows like sqrt(L), so d = 1.6 * sigma *
sqrt(span)); window lengths vary a lot from one start to the next. "spiky": values uniform
in [0, d] with a fraction 1 / `span` of spikes far above d, so windows end at the next
spike. `starts` chooses the queries: uniform, or among the first `region` of the array.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, span: int = 100000, values: str = "walk",
             starts: str = "uniform", region: float = 0.1) -> dict[str, Any]:
    if values == "walk":
        x = np.cumsum(rng.randint(-1000, 1001, size=n).astype(np.int64))
        a = x - x.min()
        d = int(1.6 * 577.6 * np.sqrt(span))
    elif values == "spiky":
        d = 10**8
        a = np.where(rng.random_sample(n) < 1.0 / span, rng.randint(3 * 10**8, 10**9 + 1, size=n),
                     rng.randint(0, d + 1, size=n))
    else:
        raise ValueError(f"unknown values {values!r}")
    if starts == "uniform":
        st = rng.randint(0, n, size=q)
    elif starts == "low":
        st = rng.randint(0, max(1, int(region * n)), size=q)
    else:
        raise ValueError(f"unknown starts {starts!r}")
    return {"a": a.astype(np.int64), "d": d, "starts": st.astype(np.int64)}
