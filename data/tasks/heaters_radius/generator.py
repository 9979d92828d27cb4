"""Tests for heaters_radius.

n houses and m heaters on a line, positions in [-10^9, 10^9], both read-only. `shape`
chooses them: `uniform` draws both over the whole range (distinct positions are the rule,
the answer a typical gap); `paired` spreads the heaters over the range and puts every house
within `spread` of one heater drawn at random, so that each house has a single heater
within the answer and a pair loop that stops early at a heater within the answer so far
still scans about half the heaters per house; `outside` puts the heaters in a narrow band in
the middle and most houses to its left and right, so that many houses have no heater on one
side; `dups` draws both from a small range with many repeats (answer often 0).
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, m: int, *, shape: str = "uniform",
             spread: int = 1000) -> dict[str, Any]:
    if shape == "uniform":
        houses = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
        heaters = rng.randint(-LIMIT, LIMIT + 1, size=m, dtype=np.int64)
    elif shape == "paired":
        heaters = rng.randint(-LIMIT + spread, LIMIT - spread + 1, size=m, dtype=np.int64)
        partner = rng.randint(0, m, size=n)
        houses = heaters[partner] + rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
    elif shape == "outside":
        band = LIMIT // 1000
        heaters = rng.randint(-band, band + 1, size=m, dtype=np.int64)
        houses = rng.randint(-LIMIT, LIMIT + 1, size=n, dtype=np.int64)
    elif shape == "dups":
        houses = rng.randint(-spread, spread + 1, size=n, dtype=np.int64)
        heaters = rng.randint(-spread, spread + 1, size=m, dtype=np.int64)
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"houses": houses, "heaters": heaters}
