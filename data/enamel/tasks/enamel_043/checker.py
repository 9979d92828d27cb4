"""ENAMEL's checker of problem 43 (HumanEval/43), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
def pairs_sum_to_zero(l):
    """
    pairs_sum_to_zero takes a list of integers as an input.
    it returns True if there are two distinct elements in the list that
    sum to zero, and False otherwise.
    >>> pairs_sum_to_zero([1, 3, 5, 0])
    False
    >>> pairs_sum_to_zero([1, 3, -2, 1])
    False
    >>> pairs_sum_to_zero([1, 2, 3, 7])
    False
    >>> pairs_sum_to_zero([2, 4, -5, 3, 5, 7])
    True
    >>> pairs_sum_to_zero([1])
    False
    """
    pass

def __check(input, answer, output):
    return type(output) == type(answer) and output == answer


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
