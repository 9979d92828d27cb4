"""Test inputs of ENAMEL problem 117 (HumanEval/117): ENAMEL's generator, run as ENAMEL runs it.

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
def select_words(s, n):
    """Given a string s and a natural number n, you have been tasked to implement 
    a function that returns a list of all words from string s that contain exactly 
    n consonants, in order these words appear in the string s.
    If the string s is empty then the function should return an empty list.
    Note: you may assume the input string contains only letters and spaces.
    Examples:
    select_words("Mary had a little lamb", 4) ==> ["little"]
    select_words("Mary had a little lamb", 3) ==> ["Mary", "lamb"]
    select_words("simple white space", 2) ==> []
    select_words("Hello world", 4) ==> ["world"]
    select_words("Uncle sam", 3) ==> ["Uncle"]
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 6:
        return [("Uu O", 0), ("Mary had a little lAmb", 4), ("MARy hAd a little lamb", 3), ("simple white SPaCe", 2), ("Hello world", 4), ("Uncle BOB", 3)][cid]
    n = random.randint(3, 5)
    words = []
    charsets = ["AEIOUaeiou", "BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz"]
    for i in range(size):
        word = random.choices(charsets[0], k = random.randint(3, 5)) + random.choices(charsets[1], k = random.randint(n - 1, n + 1))
        random.shuffle(word)
        words.append(''.join(word))
    return ' '.join(words), n

PARAMS = ['s', 'n']


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
