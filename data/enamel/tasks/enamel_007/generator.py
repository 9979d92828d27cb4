"""Test inputs of ENAMEL problem 7 (HumanEval/7): ENAMEL's generator, run as ENAMEL runs it.

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


def filter_by_substring(strings: List[str], substring: str) -> List[str]:
    """ Filter an input list of strings only for ones that contain given substring
    >>> filter_by_substring([], 'a')
    []
    >>> filter_by_substring(['abc', 'bacd', 'cde', 'array'], 'a')
    ['abc', 'bacd', 'array']
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random
    import string
    if lid == 0 and cid < 3:
        return [([], 'a'), (['abc', 'barcd', 'cde', 'array'], 'ra'), (['abc', 'bacd', 'cde', 'arrby'], 'b')][cid]
    size = max(size, 4)
    m = size // 2
    a = random.choice(string.ascii_lowercase)
    b = random.choice(list(set(string.ascii_lowercase) - {a}))
    substring = a * (m // 2) + b + a * (m // 2)
    input_strings = []
    for i in range(2):
        random_string = a * m + b * random.randint(1, 2) + a * m
        input_strings.append(random_string)
    return input_strings, substring

PARAMS = ['strings', 'substring']


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
