from typing import List


def factorize(n: int) -> List[int]:
    """ Return list of prime factors of given integer in the order from smallest to largest.
    Each of the factors should be listed number of times corresponding to how many times it appeares in factorization.
    Input number should be equal to the product of all factors
    >>> factorize(8)
    [2, 2, 2]
    >>> factorize(25)
    [5, 5]
    >>> factorize(70)
    [2, 5, 7]
    """
    ans = []
    while n % 2 == 0:
        n //= 2
        ans.append(2)
    while n % 3 == 0:
        n //= 3
        ans.append(3)
    import math
    for i in range(5, math.isqrt(n) + 1, 6):
        if i * i > n:
            break
        while n % i == 0:
            n //= i
            ans.append(i)
        i += 2
        while n % i == 0:
            n //= i
            ans.append(i)
    if n > 1:
        ans.append(n)
    return ans
