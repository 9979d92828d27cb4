"""ENAMEL's checker of problem 18 (HumanEval/18), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
def how_many_times(string: str, substring: str) -> int:
    """ Find how many times a given substring can be found in the original string. Count overlaping cases.
    >>> how_many_times('', 'a')
    0
    >>> how_many_times('aaa', 'a')
    3
    >>> how_many_times('aaaa', 'aa')
    3
    """
    pass

def __check(input, answer, output):
    return type(output) == type(answer) and output == answer


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
