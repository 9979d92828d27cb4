# Meet in the middle with a small table: the products R of the 2^k subsequences of the last
# k = min(n, max(5, n // 4)) matrices, as tuples in a sorted list; the first n - k are
# enumerated depth-first carrying Q = L^-1 T (appending M turns Q into adj(M) Q), and each Q
# is counted in the table by two bisections. O(2^(3n/4) n) time, O(2^(n/4)) extra space.
from bisect import bisect_left, bisect_right


class Solution:
    def solve(self, mats: List[List[int]], target: List[int]) -> int:
        p = 1_000_000_007
        n = len(mats)
        k = min(n, max(5, n // 4))
        split = n - k
        table = []

        def right(start, a, b, c, d):
            table.append((a, b, c, d))
            for j in range(start, n):
                x0, x1, x2, x3 = mats[j]
                right(j + 1, (a * x0 + b * x2) % p, (a * x1 + b * x3) % p,
                      (c * x0 + d * x2) % p, (c * x1 + d * x3) % p)

        right(split, 1, 0, 0, 1)
        table.sort()
        count = 0

        def left(start, a, b, c, d):
            nonlocal count
            q = (a, b, c, d)
            i = bisect_left(table, q)
            if i < len(table) and table[i] == q:
                count += bisect_right(table, q, i) - i
            for j in range(start, split):
                x0, x1, x2, x3 = mats[j]
                e, f, g, h = x3, p - x1, p - x2, x0
                left(j + 1, (e * a + f * c) % p, (e * b + f * d) % p,
                     (g * a + h * c) % p, (g * b + h * d) % p)

        left(0, *target)
        return count
