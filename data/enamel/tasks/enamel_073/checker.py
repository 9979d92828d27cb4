"""ENAMEL's checker of problem 73 (HumanEval/73), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
def smallest_change(arr):
    """
    Given an array arr of integers, find the minimum number of elements that
    need to be changed to make the array palindromic. A palindromic array is an array that
    is read the same backwards and forwards. In one change, you can change one element to any other element.

    For example:
    smallest_change([1,2,3,5,4,7,9,6]) == 4
    smallest_change([1, 2, 3, 4, 3, 2, 2]) == 1
    smallest_change([1, 2, 3, 2, 1]) == 0
    """
    pass

def __check(input, answer, output):
    return type(output) == type(answer) and output == answer


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
