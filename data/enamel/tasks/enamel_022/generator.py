"""Test inputs of ENAMEL problem 22 (HumanEval/22): ENAMEL's generator, run as ENAMEL runs it.

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
from typing import List, Any


def filter_integers(values: List[Any]) -> List[int]:
    """ Filter given list of any python values only for integers
    >>> filter_integers(['a', 3.14, 5])
    [5]
    >>> filter_integers([1, 2, 3, 'abc', {}, []])
    [1, 2, 3]
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 2:
        return [['a', 3.14, 5], [1, 2, 3, 'abc', {}, []]][cid],
    input_data = []
    for _ in range(size):
        random_type = random.choice([int, float, str, bool])
        if random_type == int:
            value = random.randint(-1000000000, 1000000000)
        elif random_type == float:
            value = random.uniform(-1000000000., 1000000000.)
            if value % 1. == 0:
                value += 1e-5
        elif random_type == str:
            value = ''.join(random.choices('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', k = random.randint(1, 3)))
        else:
            value = random.choice([None, True, False, list(), dict(), set()])
        input_data.append(value)
    return input_data,

PARAMS = ['values']


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
