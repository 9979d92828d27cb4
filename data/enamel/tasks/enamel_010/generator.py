"""Test inputs of ENAMEL problem 10 (HumanEval/10): ENAMEL's generator, run as ENAMEL runs it.

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
def is_palindrome(string: str) -> bool:
    """ Test if given string is a palindrome """
    return string == string[::-1]


def make_palindrome(string: str) -> str:
    """ Find the shortest palindrome that begins with a supplied string.
    Algorithm idea is simple:
    - Find the longest postfix of supplied string that is a palindrome.
    - Append to the end of the string reverse of a string prefix that comes before the palindromic suffix.
    >>> make_palindrome('')
    ''
    >>> make_palindrome('cat')
    'catac'
    >>> make_palindrome('cata')
    'catac'
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0:
        if cid == 0:
            input_string = []
        elif cid == 1:
            half_string = list(random.choices(string.ascii_lowercase, k = (size + 2) // 3))
            input_string = half_string + ([] if random.randint(0, 1) else [random.choice(string.ascii_lowercase)]) + half_string[:: -1]
        else:
            input_string = random.choices(string.ascii_lowercase, k=size)
    else:
        a = random.choice(string.ascii_lowercase[: -1])
        b = chr(ord(a) + 1)
        input_string = [a for i in range(size)]
        input_string[int(size * 0.75)] = b
    return ''.join(input_string),

PARAMS = ['string']


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
