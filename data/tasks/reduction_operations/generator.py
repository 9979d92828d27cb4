"""Tests for reduction_operations.

n read-only values drawn uniformly from a window [base, base + span) of 1..10^9 placed at
random. `span` sets how many distinct values there are: span = 10^9 gives almost all
distinct (the answer near n(n - 1)/2 and the most successor scans), span near n/2 a window
of values with a few copies each, a tiny span a few values with thousands of copies each.
`order` = "descending" lists the values from the largest down (every value of a scan is a
new smallest: the most heap work for a batched scan), "ascending" from the smallest up.
"""

from __future__ import annotations

from typing import Any

import numpy as np

VMAX = 10**9


def generate(
    rng: np.random.RandomState, n: int, *, span: int = VMAX, order: str = "random"
) -> dict[str, Any]:
    span = min(span, VMAX)
    base = rng.randint(1, VMAX - span + 2)
    a = base + rng.randint(0, span, size=n).astype(np.int64)
    if order == "descending":
        a = np.sort(a)[::-1]
    elif order == "ascending":
        a = np.sort(a)
    elif order != "random":
        raise ValueError(f"unknown order {order!r}")
    return {"a": a.astype(np.int64)}
