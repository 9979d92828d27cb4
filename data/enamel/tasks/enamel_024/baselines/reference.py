def largest_divisor(n: int) -> int:
    """ For a given number n, find the largest number that divides n evenly, smaller than n
    >>> largest_divisor(15)
    5
    """
    if n % 2 == 0:
        return n // 2
    if n % 3 == 0:
        return n // 3
    import math
    for i in range(5, math.isqrt(n) + 1, 6):
        if n % i == 0:
            return n // i
        i += 2
        if n % i == 0:
            return n // i
    return 1
