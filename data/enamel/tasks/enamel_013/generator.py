"""Test inputs of ENAMEL problem 13 (HumanEval/13): ENAMEL's generator, run as ENAMEL runs it.

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
def greatest_common_divisor(a: int, b: int) -> int:
    """ Return a greatest common divisor of two integers a and b
    >>> greatest_common_divisor(3, 5)
    1
    >>> greatest_common_divisor(25, 15)
    5
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0:
        if cid < 4:
            a = random.randint((size + 1) // 2, size)
            return [(0, a), (a, 0), (5, 3), (35, 21)][cid]
        else:
            m = int(size ** .5) + 1
            d = rand_probably_prime(m)
            return d * random.randint((size + 1) // 2, size), d * random.randint((size + 1) // 2, size)
    else:
        a, b = 2, 1
        while a < size:
            a, b = b, a + b
        for i in range(cid):
            a, b = b, a + b
        if cid % 2:
            return a, b
        else:
            return b, a

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
