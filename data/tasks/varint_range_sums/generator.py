"""Tests for varint_range_sums.

m unsigned values below 2^32 are written as LEB128 varints (seven bits a byte, least
significant group first, the high bit set on every byte but a value's last). `lengths`
picks how many bytes each value takes: `mixed` draws 1..5 uniformly (values spread over
every magnitude), `short` mostly 1-2 bytes (many values per byte), `long` mostly 4-5.
Query seeds x, y are uniform in [0, m); a query's range is decoded from them and the
previous answer (statement.md).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, m: int, q: int, *, lengths: str = "mixed") -> dict[str, Any]:
    if lengths == "mixed":
        size = rng.randint(1, 6, size=m)
    elif lengths == "short":
        size = np.where(rng.rand(m) < 0.8, 1, 2)
    elif lengths == "long":
        size = np.where(rng.rand(m) < 0.5, 4, 5)
    else:
        raise ValueError(f"unknown lengths {lengths!r}")
    size = size.astype(np.int64)
    low = np.where(size == 1, 0, np.left_shift(np.int64(1), 7 * (size - 1)))
    high = np.minimum(np.left_shift(np.int64(1), 7 * size), np.int64(1) << 32)
    values = (low + (rng.rand(m) * (high - low)).astype(np.int64)).astype(np.int64)
    values = np.minimum(values, high - 1)
    total = int(size.sum())
    owner = np.repeat(np.arange(m), size)
    starts = np.concatenate(([0], np.cumsum(size)[:-1]))
    j = np.arange(total) - np.repeat(starts, size)
    data = np.right_shift(values[owner], 7 * j) & 127
    data = data + np.where(j < size[owner] - 1, 128, 0)
    x = rng.randint(0, m, size=q).astype(np.int64)
    y = rng.randint(0, m, size=q).astype(np.int64)
    return {"data": data.astype(np.int64), "m": m, "x": x, "y": y}


def reserve(inputs: dict[str, Any]) -> dict[str, int]:
    return {"answer": len(inputs["x"])}
