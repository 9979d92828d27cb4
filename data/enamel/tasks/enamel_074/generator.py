"""Test inputs of ENAMEL problem 74 (HumanEval/74): ENAMEL's generator, run as ENAMEL runs it.

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
def total_match(lst1, lst2):
    '''
    Write a function that accepts two lists of strings and returns the list that has 
    total number of chars in the all strings of the list less than the other list.

    if the two lists have the same number of chars, return the first list.

    Examples
    total_match([], []) ➞ []
    total_match(['hi', 'admin'], ['hI', 'Hi']) ➞ ['hI', 'Hi']
    total_match(['hi', 'admin'], ['hi', 'hi', 'admin', 'project']) ➞ ['hi', 'admin']
    total_match(['hi', 'admin'], ['hI', 'hi', 'hi']) ➞ ['hI', 'hi', 'hi']
    total_match(['4'], ['1', '2', '3', '4', '5']) ➞ ['4']
    '''

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random
    import string
    charset = string.ascii_letters + string.digits
    if cid % 2 == 1:
        sizes = [random.randint((size + 1) // 2, size), random.randint((size + 1) // 2, size)]
    else:
        sizes = [random.randint((size + 1) // 2, size)] * 2
    input_lists = []
    for i in range(2):
        rand_str = ''.join(random.choices(charset, k = sizes[i]))
        rand_list = []
        j = 0
        while j < sizes[i]:
            k = random.randint(j + 1, min(j + 4, sizes[i]))
            rand_list.append(rand_str[j : k])
            j = k
        random.shuffle(rand_list)
        input_lists.append(rand_list)
    return tuple(input_lists)

PARAMS = ['lst1', 'lst2']


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
