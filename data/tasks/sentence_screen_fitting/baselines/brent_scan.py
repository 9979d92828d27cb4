# Brent's cycle finding on the row-start map f(i) = (i + r(i)) mod n, r(i) (the words a row
# from word i holds beyond its whole copies of the sentence) found by scanning the words.
# O((mu + lambda) w) time, O(1) extra space.
class Solution:
    def solve(self, lens: List[int], cols: int, rows: int) -> int:
        n = len(lens)
        total = sum(lens) + n
        q, cap = divmod(cols + 1, total)

        def words(i):
            used = 0
            k = 0
            while True:
                c = lens[i] + 1
                if used + c > cap:
                    return k
                used += c
                k += 1
                i += 1
                if i == n:
                    i = 0

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
