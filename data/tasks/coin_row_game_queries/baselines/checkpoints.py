# Checkpoints: rows of game values G(i, .) are computed for i = n-1 down to 0 (row i from
# row i+1), and every K-th row (K about sqrt(n)) is kept; a query replays fewer than K rows
# from the kept row at or below l, over columns up to r, then sums F(l, c) over the row.
# O(n^2 + q n sqrt n) time, O(n^2 / K) = O(n sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        n = len(a)
        K = max(1, math.isqrt(n))
        g = [0] * n

        def replay(i: int, r: int) -> None:  # row i+1 -> row i, over columns i..r
            ai = a[i]
            g[i] = ai
            prev = ai
            for c in range(i + 1, r + 1):
                x = ai - g[c]
                y = a[c] - prev
                prev = x if x > y else y
                g[c] = prev

        saved = []  # saved[j] = row n-1-j*K, columns n-1-j*K .. n-1
        for i in range(n - 1, -1, -1):
            replay(i, n - 1)
            if (n - 1 - i) % K == 0:
                saved.append(g[i:])
        answer = []
        last = 0
        for u, v in queries:
            l, r = (u + last) % n, (v + last) % n
            if l > r:
                l, r = r, l
            j = (n - 1 - l) // K
            base = n - 1 - j * K
            if base <= r:
                g[base:r + 1] = saved[j][:r - base + 1]
            for i in range(min(base, r + 1) - 1, l - 1, -1):
                replay(i, r)
            s = total = 0
            for c in range(l, r + 1):
                s += a[c]
                total += (s + g[c]) // 2
            last = total
            answer.append(last)
        return answer
