def fib4(n: int):
    """The Fib4 number sequence is a sequence similar to the Fibbonacci sequnece that's defined as follows:
    fib4(0) -> 0
    fib4(1) -> 0
    fib4(2) -> 2
    fib4(3) -> 0
    fib4(n) -> fib4(n-1) + fib4(n-2) + fib4(n-3) + fib4(n-4).
    Please write a function to efficiently compute the n-th element of the fib4 number sequence.  Do not use recursion.
    >>> fib4(5)
    4
    >>> fib4(6)
    8
    >>> fib4(7)
    14
    """
    if n == 0:
        return 0
    elif n == 1:
        return 0
    elif n == 2:
        return 2
    elif n == 3:
        return 0
    else:
        a, b, c, d = 0, 1, 0, 0
        for n in bin(n - 3)[3 :]:
            bd2 = b * d * 2
            cd = c + d
            c2d = cd + d
            c2d2 = c2d * c2d
            a, b, c, d = a * a + c * c + bd2 + cd * d * 2, a * b * 2 + bd2 + cd * (c2d + d), b * b + a * c * 2 + bd2 + c2d2, a * d * 2 + cd * b * 2 + c2d2
            if n == '1':
                a, b, c, d = d, a + d, b + d, c + d
        return 2 * b + 4 * c + 8 * d
