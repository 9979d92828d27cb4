"""Test inputs of ENAMEL problem 147 (HumanEval/147): ENAMEL's generator, run as ENAMEL runs it.

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
def get_max_triples(n):
    """
    You are given a positive integer n. You have to create an integer array a of length n.
        For each i (1 ≤ i ≤ n), the value of a[i] = i * i - i + 1.
        Return the number of triples (a[i], a[j], a[k]) of a where i < j < k, 
    and a[i] + a[j] + a[k] is a multiple of 3.

    Example :
        Input: n = 5
        Output: 1
        Explanation: 
        a = [1, 3, 7, 13, 21]
        The only valid triple is (1, 7, 13).
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random
    return random.randint((size + 1) // 2, size),

PARAMS = ['n']


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
