"""Test inputs of ENAMEL problem 3 (HumanEval/3): ENAMEL's generator, run as ENAMEL runs it.

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
from typing import List


def below_zero(operations: List[int]) -> bool:
    """ You're given a list of deposit and withdrawal operations on a bank account that starts with
    zero balance. Your task is to detect if at any point the balance of account fallls below zero, and
    at that point function should return True. Otherwise it should return False.
    >>> below_zero([1, 2, 3])
    False
    >>> below_zero([1, 2, -4, 5])
    True
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    maxv = size * size
    balances = [random.randint(1, maxv) for _ in range(size)]
    balances[random.randint((size - 1) // 2, size - 1)] = 0
    if lid == 0 and cid % 2 == 0:
        balances[random.randint((size - 1) // 2, size - 1)] = random.randint(-5, -1)
    operations = [balances[i] - (balances[i - 1] if i else 0) for i in range(size)]
    return operations,

PARAMS = ['operations']


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
