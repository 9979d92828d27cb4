"""Test inputs of ENAMEL problem 163 (HumanEval/163): ENAMEL's generator, run as ENAMEL runs it.

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.):
the helpers of ENAMEL's evaluator (enam's datautils, which the generators call), the
problem's prompt, then its generator, seeded through the random module as
Evaluator.make_tests seeds it.
"""

# ruff: noqa
# fmt: off
import time

from enam.datautils import *

# --- the problem's prompt --------------------------------------------------------------------
def generate_integers(a, b):
    """
    Given two positive integers a and b, return the even digits between a
    and b, in ascending order.

    For example:
    generate_integers(2, 8) => [2, 4, 6, 8]
    generate_integers(8, 2) => [2, 4, 6, 8]
    generate_integers(10, 14) => []
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    typ = [0, 8, 12, 16][lid] + cid
    if typ % 3 == 0:
        a = random.choice([0, 2, 4, 6, 8])
    elif typ % 3 == 1:
        a = random.choice([1, 3, 5, 7, 9])
    else:
        a = random.randint(10, 14)
    typ //= 3
    if typ % 3 == 0:
        b = random.choice([0, 2, 4, 6, 8])
    elif typ % 3 == 1:
        b = random.choice([1, 3, 5, 7, 9])
    else:
        b = random.randint(10, 14)
    typ //= 3
    if typ % 2:
        a, b = b, a
    return a, b

PARAMS = ['a', 'b']


def generate(rng, *, size, lid, cid, seed):
    """ENAMEL seeds the random module itself: its state is kept and put back."""
    state = random.getstate()
    random.seed(seed)
    try:
        values = tuple(generate_input(size=size, lid=lid, cid=cid))
    finally:
        random.setstate(state)
    if len(values) != len(PARAMS):
        raise ValueError(f"generate_input gave {len(values)} values for {len(PARAMS)} parameters")
    return dict(zip(PARAMS, values))
