def how_many_times(string: str, substring: str) -> int:
    """ Find how many times a given substring can be found in the original string. Count overlaping cases.
    >>> how_many_times('', 'a')
    0
    >>> how_many_times('aaa', 'a')
    3
    >>> how_many_times('aaaa', 'aa')
    3
    """
    n = len(string)
    m = len(substring)
    if n <= 55000:
        cnt = 0
        for i in range(n - m + 1):
            if string.startswith(substring, i):
                cnt += 1
    else:
        # KMP preprocessing
        fail = [0] * (m + 1)
        j = 0
        for i in range(1, m):
            c = substring[i]
            while j > 0 and substring[j] != c:
                j = table[j]
            if j > 0 or substring[0] == c:
                j += 1
            fail[i + 1] = j
        # KMP matching
        cnt = 0
        j = 0
        for i in range(n):
            c = string[i]
            while j > 0 and substring[j] != c:
                j = fail[j]
            if j > 0 or substring[0] == c:
                j += 1
            if j == m:
                cnt += 1
                j = fail[j]
    return cnt
