"""Test inputs of ENAMEL problem 80 (HumanEval/80): ENAMEL's generator, run as ENAMEL runs it.

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
def is_happy(s):
    """You are given a string s.
    Your task is to check if the string is happy or not.
    A string is happy if its length is at least 3 and every 3 consecutive letters are distinct
    For example:
    is_happy(a) => False
    is_happy(aa) => False
    is_happy(abcd) => True
    is_happy(aabb) => False
    is_happy(adb) => True
    is_happy(xyy) => False
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 6:
        s = ['b', 'ab', 'edge', 'badab', 'daab', 'zyz'][cid]
    else:
        size = max(size, 3)
        chars = string.ascii_lowercase
        charset = {c for c in string.ascii_lowercase}
        s = []
        for i in range(size):
            if i < 2:
                s.append(random.choice(chars))
            elif i >= 3 and random.randint(0, 2) == 0:
                s.append(s[i - 3])
            else:
                s.append(random.choice(list(charset - set(s[i - 2 : i]))))
        if cid == 6:
            i = size // 2
            i = random.randint(max(i - 5, 1), min(i + 5, size - 2))
            s[i + 1] = s[i - 1]
        elif cid == 7:
            i = size // 2
            i = random.randint(max(i - 5, 0), min(i + 5, size - 2))
            s[i + 1] = s[i]
        s = ''.join(s)
    return s,

PARAMS = ['s']


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
