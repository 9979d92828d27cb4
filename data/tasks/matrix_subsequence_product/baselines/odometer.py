# Every subsequence in the order of a binary counter (bit j stands for matrix n - 1 - j),
# keeping only the current product: a carry drops the last chosen matrices from the right
# end (a right factor adj(M) = M^-1, as det M = 1), then the next matrix is appended.
# Two 2x2 products mod p per subsequence on average. O(2^n) time, O(1) extra space.
class Solution:
    def solve(self, mats: List[List[int]], target: List[int]) -> int:
        p = 1_000_000_007
        n = len(mats)
        t0, t1, t2, t3 = target
        a, b, c, d = 1, 0, 0, 1
        count = 1 if (a, b, c, d) == (t0, t1, t2, t3) else 0
        mask = 0
        full = (1 << n) - 1
        while mask != full:
            j = 0
            while (mask >> j) & 1:
                x0, x1, x2, x3 = mats[n - 1 - j]
                e, f, g, h = x3, p - x1, p - x2, x0
                a, b, c, d = (a * e + b * g) % p, (a * f + b * h) % p, (c * e + d * g) % p, (c * f + d * h) % p
                j += 1
            mask = (mask | (1 << j)) & ~((1 << j) - 1)
            x0, x1, x2, x3 = mats[n - 1 - j]
            a, b, c, d = (a * x0 + b * x2) % p, (a * x1 + b * x3) % p, (c * x0 + d * x2) % p, (c * x1 + d * x3) % p
            if a == t0 and b == t1 and c == t2 and d == t3:
                count += 1
        return count
