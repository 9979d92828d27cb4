"""ENAMEL's checker of problem 112 (HumanEval/112), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
def reverse_delete(s,c):
    """Task
    We are given two strings s and c, you have to deleted all the characters in s that are equal to any character in c
    then check if the result string is palindrome.
    A string is called palindrome if it reads the same backward as forward.
    You should return a tuple containing the result string and True/False for the check.
    Example
    For s = "abcde", c = "ae", the result should be ('bcd',False)
    For s = "abcdef", c = "b"  the result should be ('acdef',False)
    For s = "abcdedcba", c = "ab", the result should be ('cdedc',True)
    """
    pass

def __check(input, answer, output):
    return type(output) == type(answer) and output == answer


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
