# Meet in the middle, halves: Q = L^-1 T over the subsequences L of the first h = n // 2
# matrices and the products R over those of the rest, both lists sorted and walked by two
# pointers (runs of equal keys multiply). O(2^(n/2) n) time, O(2^(n/2)) extra space.
class Solution:
    def solve(self, mats: List[List[int]], target: List[int]) -> int:
        p = 1_000_000_007
        n = len(mats)
        h = n // 2
        qs = []
        rs = []

        def quotients(start, a, b, c, d):
            qs.append((a, b, c, d))
            for j in range(start, h):
                x0, x1, x2, x3 = mats[j]
                e, f, g, k = x3, p - x1, p - x2, x0
                quotients(j + 1, (e * a + f * c) % p, (e * b + f * d) % p,
                          (g * a + k * c) % p, (g * b + k * d) % p)

        def products(start, a, b, c, d):
            rs.append((a, b, c, d))
            for j in range(start, n):
                x0, x1, x2, x3 = mats[j]
                products(j + 1, (a * x0 + b * x2) % p, (a * x1 + b * x3) % p,
                         (c * x0 + d * x2) % p, (c * x1 + d * x3) % p)

        quotients(0, *target)
        products(h, 1, 0, 0, 1)
        qs.sort()
        rs.sort()
        count = 0
        i = j = 0
        nq, nr = len(qs), len(rs)
        while i < nq and j < nr:
            if qs[i] < rs[j]:
                i += 1
            elif rs[j] < qs[i]:
                j += 1
            else:
                key = qs[i]
                i2, j2 = i + 1, j + 1
                while i2 < nq and qs[i2] == key:
                    i2 += 1
                while j2 < nr and rs[j2] == key:
                    j2 += 1
                count += (i2 - i) * (j2 - j)
                i, j = i2, j2
        return count
