"""Test inputs of ENAMEL problem 110 (HumanEval/110): ENAMEL's generator, run as ENAMEL runs it.

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
def exchange(lst1, lst2):
    """In this problem, you will implement a function that takes two lists of numbers,
    and determines whether it is possible to perform an exchange of elements
    between them to make lst1 a list of only even numbers.
    There is no limit on the number of exchanged elements between lst1 and lst2.
    If it is possible to exchange elements between the lst1 and lst2 to make
    all the elements of lst1 to be even, return "YES".
    Otherwise, return "NO".
    For example:
    exchange([1, 2, 3, 4], [1, 2, 3, 4]) => "YES"
    exchange([1, 2, 3, 4], [1, 5, 3, 4]) => "NO"
    It is assumed that the input lists will be non-empty.
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 2:
        return [([1, 2, 3, 4], [1, 2, 3, 4]), ([1, 2, 3, 4], [1, 5, 3, 4])][cid]
    else:
        maxv = size * size
        m1 = size // 2
        m2 = m1 + cid - (5 if lid == 0 else 2)
        lst1 = [random.randint(-maxv, maxv) * 2 - 1 for _ in range(m1)] + [random.randint(-maxv, maxv) * 2 for _ in range(size - m1)]
        lst2 = [random.randint(-maxv, maxv) * 2 for _ in range(m2)] + [random.randint(-maxv, maxv) * 2 - 1 for _ in range(size - m2)]
        random.shuffle(lst1)
        random.shuffle(lst2)
        return lst1, lst2

PARAMS = ['lst1', 'lst2']


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
