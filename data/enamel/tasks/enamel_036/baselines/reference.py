def fizz_buzz(n: int):
    """Return the number of times the digit 7 appears in integers less than n which are divisible by 11 or 13.
    >>> fizz_buzz(50)
    0
    >>> fizz_buzz(78)
    2
    >>> fizz_buzz(79)
    3
    """
    if n < 261111:
        ns = []
        for i in range(77, n, 11):
            ns.append(str(i))
        for i in range(78, n, 13):
            if i % 11 != 0:
                ns.append(str(i))
        return ''.join(ns).count('7')
    else:
        a = []
        while n > 0:
            n, u = divmod(n, 10)
            a.append(u)
        m = len(a)
        b = [[1, 1]] # [10 ** i % 11, 10 ** i % 13]
        for i in range(m - 1):
            b.append([(b[i][0] * 10) % 11, (b[i][1] * 10) % 13])
        f = [[[[[0, 0] for w in range(10)] for v in range(13)] for u in range(11)] for i in range(m)] # [i-th][mod 11, mod 13][digit]: [number of valid numbers, number of 7's in valid numbers]
        for u in range(10):
            f[0][u][u] = [[int(w >= u), int(u == 7 and w >= 7)] for w in range(10)]
        for i in range(1, m):
            for u in range(11):
                for v in range(13):
                    f0 = f[i - 1][u][v][9]
                    for w in range(10):
                        f1 = f[i][(u + b[i][0] * w) % 11][(v + b[i][1] * w) % 13][w]
                        f1[0] += f0[0]
                        f1[1] += f0[1] + f0[0] * int(w == 7)
            for u in range(11):
                for v in range(13):
                    f1 = f[i][u][v]
                    for w in range(1, 10):
                        f1[w][0] += f1[w - 1][0]
                        f1[w][1] += f1[w - 1][1]
        e = [[0, 0, 0] for i in range(m)]
        for i in range(m - 1, 0, -1):
            e[i - 1] = [(e[i][0] + b[i][0] * a[i]) % 11, (e[i][1] + b[i][1] * a[i]) % 13, e[i][2] + int(a[i] == 7)]
        ans = 0
        for i in range(m):
            if a[i]:
                w = a[i] - 1
                u = (-e[i][0]) % 11
                for v in range(13):
                    f1 = f[i][u][v][w]
                    ans += f1[1] + f1[0] * e[i][2]
                u0 = u
                v = (-e[i][1]) % 13
                for u in range(11):
                    if u != u0:
                        f1 = f[i][u][v][w]
                        ans += f1[1] + f1[0] * e[i][2]
        return ans
