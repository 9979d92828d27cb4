"""Test inputs of ENAMEL problem 154 (HumanEval/154): ENAMEL's generator, run as ENAMEL runs it.

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
def cycpattern_check(a , b):
    """You are given 2 words. You need to return True if the second word or any of its rotations is a substring in the first word
    cycpattern_check("abcd","abd") => False
    cycpattern_check("hello","ell") => True
    cycpattern_check("whassup","psus") => False
    cycpattern_check("abab","baa") => True
    cycpattern_check("efef","eeff") => False
    cycpattern_check("himenss","simen") => True

    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 6:
        return [("abcd","abd"), ("hello","ell"), ("whassup","psus"), ("abab","baa"), ("efef","eeff"), ("himenss","simen")][cid]
    size = max(size, 2)
    while True:
        charset = list(random.choices(string.ascii_lowercase, k = 2))
        if charset[0] != charset[1]:
            break
    if lid > 0 or cid % 2:
        x, y = charset
        a = x * (size * 2)
        k = random.randint((size - 1) // 2, size - 1)
        b = x * k + y + x * (size - 1 - k)
        return a, b
    else:
        a = list(random.choices(charset, k = 2 * size))
        length = random.randint((size + 1) // 2, size)
        start_index = random.randint(0, size - length)
        end_index = start_index + length
        b = a[start_index:end_index]
        k = random.randint(0, length)
        if k != 0 and k != -1:
            b = b[k :] + b[: k]
        return ''.join(a), ''.join(b)

PARAMS = ['a', 'b']


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
