"""Test inputs of ENAMEL problem 146 (HumanEval/146): ENAMEL's generator, run as ENAMEL runs it.

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
def specialFilter(nums):
    """Write a function that takes an array of numbers as input and returns 
    the number of elements in the array that are greater than 10 and both 
    first and last digits of a number are odd (1, 3, 5, 7, 9).
    For example:
    specialFilter([15, -73, 14, -15]) => 1 
    specialFilter([33, -2, -3, 45, 21, 109]) => 2
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 2:
        nums = [[15, -73, -2, 14, -15], [33, -3, 3, 45, 21, 109]][cid]
    else:
        odds = [1, 3, 5, 7, 9]
        nums = []
        for i in range(size):
            typ = random.randint(0, 3)
            if typ == 0:
                m = random.randint(2, 4)
                x = 0
                for i in range(m):
                    x *= 10
                    x += random.choice(odds) if i == 0 or i == m - 1 else random.randint(0, 9)
            elif typ == 1:
                m = random.randint(2, 4)
                x = 0
                for i in range(m):
                    x += random.choice(odds) if i == 0 or i == m - 1 else random.randint(0, 9)
            elif typ == 2:
                x = random.choice(odds)
            else:
                x = -random.randint(0, 9999)
            nums.append(x)
    return nums,

PARAMS = ['nums']


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
