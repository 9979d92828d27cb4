# Meet in the middle, halves, with a Counter: the products R of the subsequences of the last
# n - n // 2 matrices counted by tuple, then every Q = L^-1 T over the subsequences L of the
# first n // 2 looked up. O(2^(n/2)) expected time, O(2^(n/2)) extra space.
from collections import Counter


class Solution:
    def solve(self, mats: List[List[int]], target: List[int]) -> int:
        p = 1_000_000_007
        n = len(mats)
        h = n // 2
        seen = Counter()

        def products(start, a, b, c, d):
            seen[(a, b, c, d)] += 1
            for j in range(start, n):
                x0, x1, x2, x3 = mats[j]
                products(j + 1, (a * x0 + b * x2) % p, (a * x1 + b * x3) % p,
                         (c * x0 + d * x2) % p, (c * x1 + d * x3) % p)

        products(h, 1, 0, 0, 1)
        count = 0

        def quotients(start, a, b, c, d):
            nonlocal count
            count += seen.get((a, b, c, d), 0)
            for j in range(start, h):
                x0, x1, x2, x3 = mats[j]
                e, f, g, k = x3, p - x1, p - x2, x0
                quotients(j + 1, (e * a + f * c) % p, (e * b + f * d) % p,
                          (g * a + k * c) % p, (g * b + k * d) % p)

        quotients(0, *target)
        return count
