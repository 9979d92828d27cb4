"""Test inputs of ENAMEL problem 30 (HumanEval/30): ENAMEL's generator, run as ENAMEL runs it.

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
def get_positive(l: list):
    """Return only positive numbers in the list.
    >>> get_positive([-1, 2, -4, 5, 6])
    [2, 5, 6]
    >>> get_positive([5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10])
    [5, 3, 2, 3, 9, 123, 1]
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    l = [0] + [random.randint(-size * size, size * size) for _ in range(size)]
    random.shuffle(l)
    return l,

PARAMS = ['l']


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
