from typing import List


def sort_numbers(numbers: str) -> str:
    """ Input is a space-delimited string of numberals from 'zero' to 'nine'.
    Valid choices are 'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight' and 'nine'.
    Return the string with numbers sorted from smallest to largest
    >>> sort_numbers('three one five')
    'one three five'
    """
    from collections import Counter
    cnt = Counter(numbers.split())
    return ("zero " * (cnt["zero"] if "zero" in cnt else 0) + "one " * (cnt["one"] if "one" in cnt else 0) + "two " * (cnt["two"] if "two" in cnt else 0) + "three " * (cnt["three"] if "three" in cnt else 0) + "four " * (cnt["four"] if "four" in cnt else 0) + "five " * (cnt["five"] if "five" in cnt else 0) + "six " * (cnt["six"] if "six" in cnt else 0) + "seven " * (cnt["seven"] if "seven" in cnt else 0) + "eight " * (cnt["eight"] if "eight" in cnt else 0) + "nine " * (cnt["nine"] if "nine" in cnt else 0)).strip(' ')
