"""Test inputs of ENAMEL problem 112 (HumanEval/112): ENAMEL's generator, run as ENAMEL runs it.

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
def reverse_delete(s,c):
    """Task
    We are given two strings s and c, you have to deleted all the characters in s that are equal to any character in c
    then check if the result string is palindrome.
    A string is called palindrome if it reads the same backward as forward.
    You should return a tuple containing the result string and True/False for the check.
    Example
    For s = "abcde", c = "ae", the result should be ('bcd',False)
    For s = "abcdef", c = "b"  the result should be ('acdef',False)
    For s = "abcdedcba", c = "ab", the result should be ('cdedc',True)
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random, string
    charset_rem = string.ascii_lowercase[: -10]
    charset_c = string.ascii_lowercase[-10 :]
    len_rem = (size + 1) // 2
    len_c = size - len_rem
    if lid == 0 and cid % 2 == 1:
        rem = ''.join(random.choices(charset_rem, k = len_rem))
    else:
        len_half = (len_rem + 1) // 2
        half = ''.join(random.choices(charset_rem, k = len_half))
        if len_rem % 2 == 0:
            rem = half + half[:: -1]
        else:
            rem = half[: -1] + half[:: -1]
    c = ''.join(random.choices(charset_c, k = len_rem))
    s = []
    i = j = 0
    while i < len(rem) and j < len(c):
        if random.randint(0, 1):
            s.append(rem[i])
            i += 1
        else:
            s.append(c[j])
            j += 1
    while i < len(rem):
        s.append(rem[i])
        i += 1
    while j < len(c):
        s.append(c[j])
        j += 1
    return ''.join(s), c

PARAMS = ['s', 'c']


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
