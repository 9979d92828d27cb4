"""Test inputs of ENAMEL problem 75 (HumanEval/75): ENAMEL's generator, run as ENAMEL runs it.

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
def is_multiply_prime(a):
    """Write a function that returns true if the given number is the multiplication of 3 prime numbers
    and false otherwise.
    Knowing that (a) is less than 10000000000. 
    Example:
    is_multiply_prime(30) == True
    30 = 2 * 3 * 5
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 4:
        a = rand_primality(size, lid, cid)
    elif lid == 2:
        a = rand_probably_prime(size)
    elif lid == 3:
        m = max(int(size ** 0.167), 5)
        a = rand_probably_prime(m) * rand_probably_prime(m) * rand_probably_prime(m) * rand_probably_prime(m * m * m)
    else:
        a = [6, 7, 9, 11][cid % 4]
        a *= rand_probably_prime(max(3, (size + a - 1) // a))
    return a,

PARAMS = ['a']


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
