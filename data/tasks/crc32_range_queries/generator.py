"""Tests for crc32_range_queries.

n bytes and q query seeds. `bytes` picks the data: `random` draws every byte uniformly,
`zeros` makes most bytes 0 (long zero runs: a solution that skips zeros or treats the
register as unchanged by them is caught), `text` draws lowercase letters and spaces.
Query seeds x, y are uniform in [0, n); a query's range is decoded from them and the
previous answer (statement.md).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, q: int, *, data: str = "random") -> dict[str, Any]:
    if data == "random":
        values = rng.randint(0, 256, size=n)
    elif data == "zeros":
        values = np.where(rng.rand(n) < 0.01, rng.randint(1, 256, size=n), 0)
    elif data == "text":
        values = np.where(rng.rand(n) < 0.15, 32, rng.randint(97, 123, size=n))
    else:
        raise ValueError(f"unknown data {data!r}")
    x = rng.randint(0, n, size=q).astype(np.int64)
    y = rng.randint(0, n, size=q).astype(np.int64)
    return {"data": values.astype(np.int64), "x": x, "y": y}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["x"])}
