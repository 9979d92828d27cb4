"""Tests for range_count_queries.

Scanning the array costs n steps per query whatever the query is, so the rows differ only
in how many queries there are: a few (row 1, where sorting a copy is the larger cost) or
as many as there are elements (row 2, where n steps per query are about 10^10 in all).
Queries mix three kinds, so answers exercise every edge of a binary search: ranges
between two random values (`range`), single values taken from the array (`point`, lo = hi,
counting every copy of a repeated value), and ranges just below the smallest or just above
the largest element (`outside`, count 0). A small `spread` gives many equal values,
so that the bounds of a range often equal elements (lower_bound vs upper_bound matters).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**18


def generate(rng: np.random.RandomState, n: int, q: int, *, spread: int = LIMIT, point: float = 0.2,
             outside: float = 0.05) -> dict[str, Any]:
    a = rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
    x = rng.randint(-spread, spread + 1, size=q, dtype=np.int64)
    y = rng.randint(-spread, spread + 1, size=q, dtype=np.int64)
    lo, hi = np.minimum(x, y), np.maximum(x, y)
    kind = rng.random_sample(q)
    is_point = kind < point
    value = a[rng.randint(0, n, size=q)]
    lo = np.where(is_point, value, lo)
    hi = np.where(is_point, value, hi)
    is_outside = (kind >= point) & (kind < point + outside)
    below = rng.random_sample(q) < 0.5
    edge = rng.randint(1, 1000, size=q, dtype=np.int64)
    below_hi = np.maximum(a.min() - edge, -LIMIT)
    below_lo = np.maximum(below_hi - 1000 * edge, -LIMIT)
    above_lo = np.minimum(a.max() + edge, LIMIT)
    above_hi = np.minimum(above_lo + 1000 * edge, LIMIT)
    lo = np.where(is_outside, np.where(below, below_lo, above_lo), lo)
    hi = np.where(is_outside, np.where(below, below_hi, above_hi), hi)
    return {"a": a, "queries": np.stack([lo, hi], axis=1)}
