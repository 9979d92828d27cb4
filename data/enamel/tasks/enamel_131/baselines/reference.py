def digits(n):
    """Given a positive integer n, return the product of the odd digits.
    Return 0 if all digits are even.
    For example:
    digits(1)  == 1
    digits(4)  == 0
    digits(235) == 15
    """
    n = [ord(c) - 48 for c in str(n) if ord(c) % 2]
    if not n: return 0
    p = 1
    for c in n:
        p *= c
    return p
