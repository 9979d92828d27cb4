def monotonic(l: list):
    """Return True is list elements are monotonically increasing or decreasing.
    >>> monotonic([1, 2, 4, 20])
    True
    >>> monotonic([1, 20, 4, 10])
    False
    >>> monotonic([4, 1, 0, -10])
    True
    """
    n = len(l)
    if n > 250:
        for i in range(1, n):
            if l[i] != l[i - 1]:
                break
        if i == n - 1:
            return True
        elif l[i] < l[i - 1]:
            for i in range(i + 1, n):
                if l[i] > l[i - 1]:
                    return False
        else: # l[i] > l[i - 1]
            for i in range(i + 1, n):
                if l[i] < l[i - 1]:
                    return False
        return True
    elif n > 1:
        return l == sorted(l) or l == sorted(l, reverse = True)
    else:
        return True
