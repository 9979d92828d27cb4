def is_multiply_prime(a):
    """Write a function that returns true if the given number is the multiplication of 3 prime numbers
    and false otherwise.
    Knowing that (a) is less than 10000000000. 
    Example:
    is_multiply_prime(30) == True
    30 = 2 * 3 * 5
    """
    if a <= 3:
        return False
    cnt = 0
    while a % 2 == 0:
        a //= 2
        cnt += 1
    while a % 3 == 0:
        a //= 3
        cnt += 1
    i = 5
    while cnt == 0 and i * i * i <= a:
        while a % i == 0:
            a //= i
            cnt += 1
        i += 2
        while a % i == 0:
            a //= i
            cnt += 1
        i += 4
    if cnt == 0:
        return False
    while i * i <= a and cnt <= 2:
        while a % i == 0:
            a //= i
            cnt += 1
        i += 2
        while a % i == 0:
            a //= i
            cnt += 1
        i += 4
    if a > 1:
        cnt += 1
    return cnt == 3
