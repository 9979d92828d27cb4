"""Tests for stream_distance_sum.

The input is the stream's description only: its length n, the generator's seed (drawn at
random below 2^63 unless given) and the number of value bits b. The values are pseudo-random
in every test (a 64-bit LCG, top b bits); b = 24 gives values spread over 0..2^24 - 1 with
few repeats, small b many repeats.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generate(rng: np.random.RandomState, n: int, *, b: int = 24, seed: int | None = None) -> dict[str, Any]:
    if seed is None:
        seed = int(rng.randint(0, 2**31)) << 32 | int(rng.randint(0, 2**32, dtype=np.int64))
    return {"n": int(n), "seed": int(seed), "b": int(b)}
