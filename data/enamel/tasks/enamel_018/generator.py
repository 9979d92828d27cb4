"""Test inputs of ENAMEL problem 18 (HumanEval/18): ENAMEL's generator, run as ENAMEL runs it.

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
def how_many_times(string: str, substring: str) -> int:
    """ Find how many times a given substring can be found in the original string. Count overlaping cases.
    >>> how_many_times('', 'a')
    0
    >>> how_many_times('aaa', 'a')
    3
    >>> how_many_times('aaaa', 'aa')
    3
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0:
        if cid < 3:
            return [('baaaaaaaaa', 'aaa'), ('ababababab', 'aba'), ('abbabaabbaababba', 'bba')][cid]
        else:
            c = random.choice(string.ascii_letters)
            original_string = c * (size // 2) + ''.join(random.choice(string.ascii_letters) for _ in range(2 + cid % 2)) + c * (size // 2)
            substring = c * ((size + 1) // 4)
            return original_string, substring
    else:
        c = random.choice(string.ascii_letters)
        return c * size, c * ((size + 1) // 2)

PARAMS = ['string', 'substring']


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
