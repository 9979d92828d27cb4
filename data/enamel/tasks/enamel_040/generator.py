"""Test inputs of ENAMEL problem 40 (HumanEval/40): ENAMEL's generator, run as ENAMEL runs it.

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
def triples_sum_to_zero(l: list):
    """
    triples_sum_to_zero takes a list of integers as an input.
    it returns True if there are three distinct elements in the list that
    sum to zero, and False otherwise.

    >>> triples_sum_to_zero([1, 3, 5, 0])
    False
    >>> triples_sum_to_zero([1, 3, -2, 1])
    True
    >>> triples_sum_to_zero([1, 2, 3, 7])
    False
    >>> triples_sum_to_zero([2, 4, -5, 3, 9, 7])
    True
    >>> triples_sum_to_zero([1])
    False
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 5:
        input_list = [[0], [1, -3, 5, 0], [1, 3, -2, 1], [1, 2, 3, -6], [2, 4, -5, 3, 9, 7]][cid]
    else:
        size = max(size, 3)
        maxv = size * size
        input_list = [(random.randint(0, 1) * 2 - 1) * random.randint(maxv, maxv * 2) for _ in range(size)]
        if lid == 0 and cid % 2:
            while True:
                i, j, k = random.randint(0, size - 1), random.randint(0, size - 1), random.randint(0, size - 1)
                if i != j and i != k and j != k:
                    break
            input_list[i] = -(input_list[j] + input_list[k])
    return input_list,

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
