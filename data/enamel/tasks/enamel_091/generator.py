"""Test inputs of ENAMEL problem 91 (HumanEval/91): ENAMEL's generator, run as ENAMEL runs it.

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
def is_bored(S):
    """
    You'll be given a string of words, and your task is to count the number
    of boredoms. A boredom is a sentence that starts with the word "I".
    Sentences are delimited by '.', '?' or '!'.
   
    For example:
    >>> is_bored("Hello world")
    0
    >>> is_bored("The sky is blue. The sun is shining. I love this weather")
    1
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 4:
        S = ["Hello world", "The sky is blue. The sun is shining. I love this weather", "I", "I. I. I"][cid]
    else:
        delims = ['.', '?', '!']
        starters = ["I", "I'm I", 'i']
        num_sentences = size
        words = []
        for i in range(num_sentences):
            num_words = random.randint(1, 3)
            if lid == 0 and (cid + i + 3) % 4 < 3:
                words.append(starters[(cid + i + 3) % 4])
                num_words -= 1
            elif random.randint(0, 1):
                words.append(starters[random.randint(0, len(starters) - 1)])
                num_words -= 1
            words.extend([''.join(random.choices(string.ascii_lowercase, k=random.randint(2, 3))) for j in range(num_words)])
            if i < num_sentences - 1:
                words[-1] += random.choice(delims)
        S = ' '.join(words)
    return S,

PARAMS = ['S']


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
