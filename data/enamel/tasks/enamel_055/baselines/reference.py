def fib(n: int):
    """Return n-th Fibonacci number.
    >>> fib(10)
    55
    >>> fib(1)
    1
    >>> fib(8)
    21
    """
    if n == 0: return 0
    a, b = 0, 1
    for n in bin(n)[3 :]:
        a, b = a * a + b * b, b * (a * 2 + b)
        if n == '1':
            a, b = b, a + b
    return b
