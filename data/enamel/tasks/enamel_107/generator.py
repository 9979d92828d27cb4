"""Test inputs of ENAMEL problem 107 (HumanEval/107): ENAMEL's generator, run as ENAMEL runs it.

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
def even_odd_palindrome(n):
    """
    Given a positive integer n, return a tuple that has the number of even and odd
    integer palindromes that fall within the range(1, n), inclusive.
    Example 1:
        Input: 3
        Output: (1, 2)
        Explanation:
        Integer palindrome are 1, 2, 3. one of them is even, and two of them are odd.
    Example 2:
        Input: 12
        Output: (4, 6)
        Explanation:
        Integer palindrome are 1, 2, 3, 4, 5, 6, 7, 8, 9, 11. four of them are even, and 6 of them are odd.
    Note:
        1. 1 <= n <= 10^9
        2. returned tuple has the number of even and odd integer palindromes respectively.
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 4:
        n = [3, 12, 77, 121][cid]
    else:
        n = random.randint((size + 1) // 2, size)
    return n,

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
