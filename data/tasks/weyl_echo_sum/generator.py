"""Tests for weyl_echo_sum.

The input is four numbers: the generator's start x_0 = `seed` in [0, 10^18), its Weyl
increment `s` in [1, 10^18) (drawn prime to 10, so that w runs through all 10^18 residues
and the state never repeats), the stream's length n and the number q of echoes, heard in
the last q steps. Nothing needs simulating here: every echo index depends on the stream and
on the previous echo, so the look-ups are online by construction, and the baselines compute
the expected answers.
"""

from __future__ import annotations

from typing import Any

import numpy as np

TEN18 = 10**18


def _below_ten18(rng: np.random.RandomState) -> int:
    return (int(rng.randint(0, 10**9, dtype=np.int64)) * 10**9 + int(rng.randint(0, 10**9, dtype=np.int64))) % TEN18


def generate(rng: np.random.RandomState, n: int, q: int) -> dict[str, Any]:
    if not 1 <= q < n:
        raise ValueError("need 1 <= q < n")
    seed = _below_ten18(rng)
    while True:
        s = _below_ten18(rng)
        if s % 2 and s % 5:
            break
    return {"seed": seed, "s": s, "n": int(n), "q": int(q)}
