# Brent's cycle finding as in brent-scan, a row's end found from prefix sums of the word costs
# (length + 1) at the boundaries of nb = max(2048, 2 sqrt n) blocks of B words (an array('q')):
# bisect over the block sums, then a scan inside one block. O((mu + lambda) sqrt n) time,
# O(sqrt n) extra space.
from array import array
from bisect import bisect_right


class Solution:
    def solve(self, lens: List[int], cols: int, rows: int) -> int:
        n = len(lens)
        nb = max(2048, int(2 * n ** 0.5))
        if nb > n:
            nb = n
        b = (n + nb - 1) // nb
        nb = (n + b - 1) // b
        pre = array('q', [0]) * (nb + 1)
        total = 0
        for k in range(nb):
            for j in range(k * b, min(n, (k + 1) * b)):
                total += lens[j] + 1
            pre[k + 1] = total
        q, cap = divmod(cols + 1, total)

        def prefix(x):
            k = x // b
            s = pre[k]
            for j in range(k * b, x):
                s += lens[j] + 1
            return s

        def last_within(a):
            k = bisect_right(pre, a) - 1
            s = pre[k]
            x = k * b
            while x < n:
                c = lens[x] + 1
                if s + c > a:
                    break
                s += c
                x += 1
            return x

        def words(i):
            a = prefix(i) + cap
            if a >= total:
                return n + last_within(a - total) - i
            return last_within(a) - i

        def nxt(i):
            j = i + words(i)
            return j - n if j >= n else j

        power = lam = 1
        tort, hare = 0, nxt(0)
        while tort != hare:
            if power == lam:
                tort = hare
                power *= 2
                lam = 0
            hare = nxt(hare)
            lam += 1
        tort = hare = 0
        for _ in range(lam):
            hare = nxt(hare)
        mu = 0
        while tort != hare:
            tort = nxt(tort)
            hare = nxt(hare)
            mu += 1
        total_words = 0
        x = 0
        r = 0
        while r < rows and r < mu:
            k = words(x)
            total_words += k
            x = (x + k) % n
            r += 1
        if r < rows:
            cyc = 0
            y = x
            for _ in range(lam):
                k = words(y)
                cyc += k
                y = (y + k) % n
            left = rows - r
            total_words += (left // lam) * cyc
            for _ in range(left % lam):
                k = words(x)
                total_words += k
                x = (x + k) % n
        return rows * q + total_words // n
