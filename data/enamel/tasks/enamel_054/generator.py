"""Test inputs of ENAMEL problem 54 (HumanEval/54): ENAMEL's generator, run as ENAMEL runs it.

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
def same_chars(s0: str, s1: str):
    """
    Check if two words have the same characters.
    >>> same_chars('eabcdzzzz', 'dddzzzzzzzddeddabc')
    True
    >>> same_chars('abcd', 'dddddddabc')
    True
    >>> same_chars('dddddddabc', 'abcd')
    True
    >>> same_chars('eabcd', 'dddddddabc')
    False
    >>> same_chars('abcd', 'dddddddabce')
    False
    >>> same_chars('eabcdzzzz', 'dddzzzzzzzddddabc')
    False
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    characters = string.ascii_letters + string.digits
    if lid == 0:
        if cid < 2:
            s0, s1 = [('ix', 'ixo'), ('ixo', 'ix')][cid]
        else:
            if cid % 2:
                charset = characters
            else:
                charset = random.choices(characters, k = min(len(characters), (size + 6) // 7))
            s0 = ''.join(random.choices(charset, k = size))
            s1 = ''.join(random.choices(charset, k = size))
    else:
        charset = random.choices(characters, k = min(len(characters), (size + 6) // 7))
        a = random.choice(charset)
        b = chr(ord(a) + 1)
        m = size // 3
        s0 = a * m + b + ''.join(random.choices(charset[: -1], k = m)) + b + a * m
        s1 = b * m + a + ''.join(random.choices(charset[: -1], k = m)) + a + b * m
    return s0, s1

PARAMS = ['s0', 's1']


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
