"""Tests for ribbon_print_passes.

A read-only ribbon of n glyph codes in 0..63 and a read-only message of m codes; the answer
is the number of passes over the ribbon the greedy printer needs (LeetCode 1055), or -1.
What a message code costs a scan is the distance from the printer's position to the next
ribbon position holding it, so `shape` chooses how far those are:
`uniform` draws the ribbon and the message uniformly over the 64 codes: every code is about
64 positions away, passes are long (about n / 64 codes each);
`zones` cuts the ribbon into 16 equal zones, zone k drawing only codes 4k..4k+3, and draws
the message uniformly: every code is frequent (n / 64 occurrences) but all its occurrences
lie in one zone, so the next one is on average half a ribbon away and about every other
code starts a new pass. A method that indexes only the rare codes gains nothing here, and
a scan of the ribbon costs Theta(n) a code.
"""

from __future__ import annotations

from typing import Any

import numpy as np

CODES = 64
ZONES = 16


def generate(rng: np.random.RandomState, n: int, m: int, *,
             shape: str = "uniform") -> dict[str, Any]:
    if shape == "uniform":
        ribbon = rng.randint(0, CODES, size=n)
    elif shape == "zones":
        per = CODES // ZONES
        zone = (np.arange(n) * ZONES) // n
        ribbon = zone * per + rng.randint(0, per, size=n)
        present = np.zeros(CODES, dtype=bool)
        present[ribbon] = True
        missing = np.flatnonzero(~present)
        if missing.size:  # tiny n: plant each missing code once so that the answer exists
            ribbon[rng.choice(n, size=min(n, missing.size), replace=False)] = missing[:n]
    else:
        raise ValueError(f"unknown shape {shape!r}")
    present_codes = np.unique(ribbon)
    message = present_codes[rng.randint(0, present_codes.size, size=m)]
    return {"ribbon": ribbon.astype(np.int64).tolist(),
            "message": message.astype(np.int64).tolist()}
