def fibfib(n: int):
    """The FibFib number sequence is a sequence similar to the Fibbonacci sequnece that's defined as follows:
    fibfib(0) == 0
    fibfib(1) == 0
    fibfib(2) == 1
    fibfib(n) == fibfib(n-1) + fibfib(n-2) + fibfib(n-3).
    Please write a function to efficiently compute the n-th element of the fibfib number sequence.
    >>> fibfib(1)
    0
    >>> fibfib(5)
    4
    >>> fibfib(8)
    24
    """
    if n <= 2:
        return int(n == 2)
    else:
        a, b, c = 0, 1, 0
        for n in bin(n - 2)[3 :]:
            c2 = c * 2
            a, b, c = a * a + c * (2 * b + c), 2 * (a * b + c * (b + c)), b * (b + c2) + c2 * (a + c)
            if n == '1':
                a, b, c = c, a + c, b + c
        return a + b + 2 * c
