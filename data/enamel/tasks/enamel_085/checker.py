"""ENAMEL's checker of problem 85 (HumanEval/85), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
def add(lst):
    """Given a non-empty list of integers lst. add the even elements that are at odd indices..


    Examples:
        add([4, 2, 6, 7]) ==> 2 
    """
    pass

def __check(input, answer, output):
    return type(output) == type(answer) and output == answer


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
