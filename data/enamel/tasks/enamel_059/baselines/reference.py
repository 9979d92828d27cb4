def largest_prime_factor(n: int):
    """Return the largest prime factor of n. Assume n > 1 and is not a prime.
    >>> largest_prime_factor(13195)
    29
    >>> largest_prime_factor(2048)
    2
    """
    if n <= 3:
        return n
    ans = 1
    if n % 2 == 0:
        ans = 2
        while n % 2 == 0:
            n //= 2
    if n % 3 == 0:
        ans = 3
        while n % 3 == 0:
            n //= 3
    import math
    for i in range(5, math.isqrt(n) + 1, 6):
        if i * i > n:
            break
        if n % i == 0:
            ans = i
            while n % i == 0:
                n //= i
        i += 2
        if n % i == 0:
            ans = i
            while n % i == 0:
                n //= i
    if n > 1:
        ans = max(ans, n)
    return ans
