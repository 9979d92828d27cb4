"""Test inputs of ENAMEL problem 29 (HumanEval/29): ENAMEL's generator, run as ENAMEL runs it.

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


def filter_by_prefix(strings: List[str], prefix: str) -> List[str]:
    """ Filter an input list of strings only for ones that start with a given prefix.
    >>> filter_by_prefix([], 'a')
    []
    >>> filter_by_prefix(['abc', 'bcd', 'cde', 'array'], 'a')
    ['abc', 'array']
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random
    import string
    input_data = []
    sub_length = 10
    target = ''.join(random.choice(string.ascii_letters) for _ in range(sub_length))
    if lid > 0 or cid > 0:
        for _ in range(size):
            if random.randint(0, 1):
                prefix = target
            else:
                i = random.randint(0, sub_length - 1)
                prefix = target[: i] + random.choice(string.ascii_letters) + target[i + 1 :]
            input_data.append(prefix + ''.join(random.choice(string.ascii_letters) for _ in range(sub_length)))
    return input_data, target

PARAMS = ['strings', 'prefix']


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
