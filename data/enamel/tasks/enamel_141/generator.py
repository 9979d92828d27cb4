"""Test inputs of ENAMEL problem 141 (HumanEval/141): ENAMEL's generator, run as ENAMEL runs it.

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
def file_name_check(file_name):
    """Create a function which takes a string representing a file's name, and returns
    'Yes' if the the file's name is valid, and returns 'No' otherwise.
    A file's name is considered to be valid if and only if all the following conditions 
    are met:
    - There should not be more than three digits ('0'-'9') in the file's name.
    - The file's name contains exactly one dot '.'
    - The substring before the dot should not be empty, and it starts with a letter from 
    the latin alphapet ('a'-'z' and 'A'-'Z').
    - The substring after the dot should be one of these: ['txt', 'exe', 'dll']
    Examples:
    file_name_check("example.txt") # => 'Yes'
    file_name_check("1example.dll") # => 'No' (the name should start with a latin alphapet letter)
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random, string
    typ = int(lid == 3) * 4 + cid
    if typ == 0:
        file_name = list(random.choices(string.ascii_letters, k=size)) + list(random.choices(string.digits, k=random.randint(4, 5)))
        random.shuffle(file_name)
        file_name.append('.')
    elif typ == 1:
        file_name = list(random.choices(string.ascii_letters, k=size - 1))
        file_name.extend(list(random.choices(string.digits, k=random.randint(0, 3))))
        file_name.append('.')
        random.shuffle(file_name)
        file_name.append('.')
    elif typ == 2:
        file_name = ['.']
    elif typ == 3:
        file_name = list(random.choices(string.ascii_letters, k=size + 1))
        file_name.extend(list(random.choices(string.digits, k=random.randint(0, 2))))
        random.shuffle(file_name)
        file_name[0] = random.choice(string.digits)
        file_name.append('.')
    else:
        file_name = list(random.choices(string.ascii_letters, k=size))
        file_name.extend(list(random.choices(string.digits, k=random.randint(0, 3))))
        random.shuffle(file_name)
        file_name.append('.')
    if typ == 5:
        extension = list(random.choice(['txt', 'exe', 'dll']))
        random.shuffle(extension)
        file_name.extend(extension)
    elif typ == 6:
        file_name.append(''.join(random.choices(string.ascii_letters, k = random.randint(1, 3))))
        file_name.append(random.choice(['txt', 'exe', 'dll']))
    else:
        file_name.append(random.choice(['txt', 'exe', 'dll']))
    return ''.join(file_name),

PARAMS = ['file_name']


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
