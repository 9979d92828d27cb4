def count_up_to(n):
    """Implement a function that takes an non-negative integer and returns an array of the first n
    integers that are prime numbers and less than n.
    for example:
    count_up_to(5) => [2,3]
    count_up_to(11) => [2,3,5,7]
    count_up_to(0) => []
    count_up_to(20) => [2,3,5,7,11,13,17,19]
    count_up_to(1) => []
    count_up_to(18) => [2,3,5,7,11,13,17]
    """
    if n <= 2:
        return []
    elif n <= 3:
        return [2]
    elif n <= 5:
        return [2, 3]
    elif n <= 7:
        return [2, 3, 5]
    is_prime = [True for x in range(n)]
    primes = [2, 3]
    for x in range(5, n - 2, 6):
        if is_prime[x]:
            primes.append(x)
            y = x * x
            if y < n:
                is_prime[y :: x] = [False] * ((n - y + x - 1) // x)
        x += 2
        if is_prime[x]:
            primes.append(x)
            y = x * x
            if y < n:
                is_prime[y :: x] = [False] * ((n - y + x - 1) // x)
    x += 4
    if x < n and is_prime[x]:
        primes.append(x)
        x += 2
        if x < n and is_prime[x]:
            primes.append(x)
    return primes
