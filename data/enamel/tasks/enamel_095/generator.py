"""Test inputs of ENAMEL problem 95 (HumanEval/95): ENAMEL's generator, run as ENAMEL runs it.

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
def check_dict_case(dict):
    """
    Given a dictionary, return True if all keys are strings in lower 
    case or all keys are strings in upper case, else return False.
    The function should return False is the given dictionary is empty.
    Examples:
    check_dict_case({"a":"apple", "b":"banana"}) should return True.
    check_dict_case({"a":"apple", "A":"banana", "B":"banana"}) should return False.
    check_dict_case({"a":"apple", 8:"banana", "a":"apple"}) should return False.
    check_dict_case({"Name":"John", "Age":"36", "City":"Houston"}) should return False.
    check_dict_case({"STATE":"NC", "ZIP":"12345" }) should return True.
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    if lid == 0 and cid < 5:
        return [dict(), {"aa":"apple", random.randint(11, 99):"number", "bb":"banana"}, {"aa":1, "BB":2}, {"name":"JOHN", "AGE":"thirtysix", "City":"HOUSTON"}, {"STATE":"California", "ZIP":90001}][cid],
    elif lid == 0 and cid == 5:
        charsets = [string.ascii_lowercase, string.ascii_uppercase]
        a = dict()
        for i in range(size):
            o = random.randint(0, 1)
            a[''.join(random.choices(charsets[o], k = random.randint(3, 4)))] = random.choice(charsets[o])
        return a,
    else:
        if lid == 0 and cid == 6:
            charset = string.ascii_lowercase + string.ascii_uppercase
        else:
            charset = random.choice([string.ascii_lowercase, string.ascii_uppercase])
        maxv = size * size
        inputs = [[list(random.choices(charset, k = random.randint(3, 4))), random.randint(-maxv, maxv)] for _ in range(size)]
        return {''.join(key) if isinstance(key, list) else key: val for key, val in inputs},

PARAMS = ['dict']


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
