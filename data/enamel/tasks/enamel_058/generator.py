"""Test inputs of ENAMEL problem 58 (HumanEval/58): ENAMEL's generator, run as ENAMEL runs it.

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
def common(l1: list, l2: list):
    """Return sorted unique common elements for two lists.
    >>> common([1, 4, 3, 34, 653, 2, 5], [5, 7, 1, 5, 9, 653, 121])
    [1, 5, 653]
    >>> common([5, 3, 2, 8], [3, 2])
    [2, 3]

    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 3:
        return [([], []), ([1, 4, 3, 34, 653, 2, 5], [5, 7, 1, 5, 9, 653, 121]), ([5, 3, 2, 8], [3, 2])][cid]
    else:
        maxv = size * size
        m = (size + 1) // 2
        l0 = [random.randint(-maxv, maxv) for i in range(m)]
        l1 = l0 + [random.randint(-maxv, maxv) for i in range(size - m)]
        l2 = l0 + [random.randint(-maxv, maxv) for i in range(size - m)]
        random.shuffle(l1)
        random.shuffle(l2)
        return l1, l2

PARAMS = ['l1', 'l2']


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
