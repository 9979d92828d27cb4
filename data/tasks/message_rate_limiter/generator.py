"""Tests for message_rate_limiter.

n messages with non-decreasing times (gaps drawn in [0, gap]) and keys drawn from a pool of
`pool` random keys in [0, 10^9]; the cooldown d defaults to about the mean time between two
messages of one key, so that roughly half of the repeats are suppressed and a key's printed
messages form a chain that depends on the earlier ones (a suppressed message does not
restart the cooldown). `window` > 0 gives the stream locality, as bursty logs have: message
i draws its key among `window` consecutive pool keys starting at i // stride, so the pool is
swept once (about n / stride + window distinct keys) while only `window` keys are active at
a time; d then defaults to window * stride * gap / 4.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LIMIT = 10**9


def generate(rng: np.random.RandomState, n: int, pool: int, *, gap: int = 2,
             d: int = 0, window: int = 0, stride: int = 1) -> dict[str, Any]:
    keys = rng.randint(0, LIMIT + 1, size=pool, dtype=np.int64)
    if window > 0:
        start = np.arange(n, dtype=np.int64) // stride
        ids = keys[np.minimum(start + rng.randint(0, window, size=n), pool - 1)]
        if d <= 0:
            d = max(1, window * stride * gap // 4)
    else:
        ids = keys[rng.randint(0, pool, size=n)]
    times = np.cumsum(rng.randint(0, gap + 1, size=n, dtype=np.int64))
    times = np.minimum(times, LIMIT)
    if d <= 0:
        d = max(1, (pool * gap) // 2)
    return {"times": times, "ids": ids, "d": int(min(d, LIMIT))}
