"""Tests for three_sum_count.

Enumerating all triples costs n^3 / 6 steps on every input, so each row's tests vary what
the two-pointer count must get right rather than its cost:

* `random`: values uniform in [-spread, spread]; a spread near n gives thousands of
  zero-sum triples, with some repeated values.
* `few`: values among `values` distinct small integers (symmetric around 0): long runs of
  equal values, counts in the millions or more; a count that walks the pairs inside a run
  one by one becomes cubic here.
* `zeros`: all zero but a `fraction` of random values: about C(n, 3) triples, beyond 32 bits.
* `wide`: values over the whole 32-bit range, with `planted` triples whose sum is 0, some
  whose sum is 2^32 (0 after 32-bit wrap-around) and pairs summing past 2^31, so 32-bit
  arithmetic both finds false triples and mis-steers the pointers.
"""

from __future__ import annotations

from typing import Any

import numpy as np

LO, HI = -(2**31), 2**31 - 1


def generate(rng: np.random.RandomState, n: int, shape: str, *, spread: int = 1000, values: int = 7,
             fraction: float = 0.1, planted: int = 100) -> dict[str, Any]:
    if shape == "random":
        a = rng.randint(-spread, spread + 1, size=n)
    elif shape == "few":
        a = rng.randint(-(values // 2), values // 2 + 1, size=n)
    elif shape == "zeros":
        a = np.zeros(n, dtype=np.int64)
        other = rng.random_sample(n) < fraction
        a[other] = rng.randint(-1000, 1001, size=int(other.sum()))
    elif shape == "wide":
        a = rng.randint(LO, HI + 1, size=n, dtype=np.int64)
        m = min(planted, n // 6)
        x = rng.randint(-(2**30), 2**30, size=m, dtype=np.int64)
        y = rng.randint(-(2**30), 2**30, size=m, dtype=np.int64)
        zero = np.stack([x, y, -x - y], axis=1).ravel()  # true triples
        p = rng.randint(2**31 - 2**28, 2**31, size=(m, 2), dtype=np.int64)
        wrap = np.stack([p[:, 0], p[:, 1], 2**32 - p[:, 0] - p[:, 1]], axis=1).ravel()  # sum 2^32
        planted_values = np.concatenate([zero, wrap])
        planted_values = planted_values[(planted_values >= LO) & (planted_values <= HI)]
        a[rng.choice(n, size=len(planted_values), replace=False)] = planted_values
    else:
        raise ValueError(f"unknown shape {shape!r}")
    a = np.asarray(a, dtype=np.int64)
    assert a.min() >= LO and a.max() <= HI
    return {"a": a}
