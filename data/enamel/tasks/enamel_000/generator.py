"""Test inputs of ENAMEL problem 0 (HumanEval/0): ENAMEL's generator, run as ENAMEL runs it.

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


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    """ Check if in given list of numbers, are any two numbers closer to each other than
    given threshold.
    >>> has_close_elements([1.0, 2.0, 3.0], 0.5)
    False
    >>> has_close_elements([1.0, 2.8, 3.0, 4.0, 5.0, 2.0], 0.3)
    True
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    threshold = random.uniform(0.1, 0.5)
    if lid == 0 and cid == 0:
        return [], threshold
    size = max(size, 2)
    gaps = [threshold * random.uniform(1.1, 1.2) for i in range(size - 1)]
    if lid == 0 and cid % 2 != 0:
        gaps[random.randint(0, size - 2)] = threshold * random.uniform(0.8, 0.9)
    numbers = [None for i in range(size)]
    numbers[0] = random.uniform(-size, size)
    for i in range(size - 1):
        numbers[i + 1] = numbers[i] + gaps[i]
    random.shuffle(numbers)
    return numbers, threshold

PARAMS = ['numbers', 'threshold']


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
