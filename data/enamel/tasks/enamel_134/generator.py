"""Test inputs of ENAMEL problem 134 (HumanEval/134): ENAMEL's generator, run as ENAMEL runs it.

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
def check_if_last_char_is_a_letter(txt):
    '''
    Create a function that returns True if the last character
    of a given string is an alphabetical character and is not
    a part of a word, and False otherwise.
    Note: "word" is a group of characters separated by space.

    Examples:
    check_if_last_char_is_a_letter("apple pie") ➞ False
    check_if_last_char_is_a_letter("apple pi e") ➞ True
    check_if_last_char_is_a_letter("apple pi e ") ➞ False
    check_if_last_char_is_a_letter("") ➞ False 
    '''

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0:
        if cid < 4:
            txt = ["", " ", "apple pie", "apple pi e "][cid]
        elif cid < 5:
            txt = random.choice(string.ascii_letters)
        elif cid < 6:
            txt = ''.join([random.choice(string.ascii_letters) for i in range(size)])
        else:
            txt = ''.join([random.choice(string.ascii_letters + ' ') if random.randint(0, 3) else ' ' for i in range(size)])
    else:
        size = max(size, 2)
        txt = ''.join(random.choices(string.ascii_letters + ' ', k = size - 2)) + ' ' + random.choice(string.ascii_letters)
    return txt,

PARAMS = ['txt']


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
