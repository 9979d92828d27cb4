"""Tests for scrambler_button_words.

g buttons [a, b, r] acting on 32-bit codes by x -> ((x ^ (x >> r)) * a + b) mod 2^32, a
start code and a target, and the number k of presses. `shape` chooses them:
`random`: g random buttons (a odd, b uniform, r in [1, 31]); the target is the code after a
          planted random word of k presses, so the answer is at least 1 (almost always 1);
`absent`: random buttons and a random target, almost surely no word reaches it;
`dups`:   random buttons where the last half repeat the first ones, and a planted target:
          words that differ only in which copy is pressed reach the same code, so the
          answer is a multiple of 2^(presses of a doubled button) and the tables hold runs
          of equal keys.
"""

from __future__ import annotations

from typing import Any

import numpy as np

MASK = (1 << 32) - 1


def _press(x: int, button: list[int]) -> int:
    a, b, r = button
    return (((x ^ (x >> r)) * a) + b) & MASK


def _button(rng: np.random.RandomState) -> list[int]:
    a = int(rng.randint(0, 1 << 31)) * 2 + 1
    b = int(rng.randint(0, 1 << 32, dtype=np.int64))
    r = int(rng.randint(1, 32))
    return [a, b, r]


def generate(rng: np.random.RandomState, g: int, k: int, *,
             shape: str = "random") -> dict[str, Any]:
    if shape == "dups":
        half = max(1, g // 2)
        base = [_button(rng) for _ in range(half)]
        buttons = base + [list(base[i % half]) for i in range(g - half)]
    else:
        buttons = [_button(rng) for _ in range(g)]
    start = int(rng.randint(0, 1 << 32, dtype=np.int64))
    if shape == "absent":
        target = int(rng.randint(0, 1 << 32, dtype=np.int64))
    elif shape in ("random", "dups"):
        x = start
        for _ in range(k):
            x = _press(x, buttons[int(rng.randint(0, g))])
        target = x
    else:
        raise ValueError(f"unknown shape {shape!r}")
    return {"buttons": buttons, "start": start, "target": target, "k": k}
