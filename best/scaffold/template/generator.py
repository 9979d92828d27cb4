"""Random arrays with k near the median pair sum, so that about half of all pairs count.

(Replace: what the seeded tests are made of, and why those shapes are the hard ones.)
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, limit: int = 10**9) -> dict[str, Any]:
    a = rng.randint(-limit, limit + 1, size=n)
    return {"a": a, "k": int(rng.randint(-limit // 2, limit // 2))}
