# Degrees of one block of B = max(1536, sqrt n) consecutive vertex ids at a time, in an array of
# B machine integers (8 bytes each, no int objects): one scan of the edges per block counts the
# endpoints that fall in it, then each vertex x of the block adds deg(x)(deg(x)-1)/2.
# O(m n / B) = O(n sqrt n) time for m ~ n, O(sqrt n) extra space.
from array import array
from math import isqrt


class Solution:
    def solve(self, n: int, u: List[int], v: List[int]) -> int:
        b = max(1536, isqrt(n))
        cnt = array("q", [0]) * b
        total = 0
        for lo in range(0, n, b):
            hi = lo + b
            for k in range(b):
                cnt[k] = 0
            for x in u:
                if lo <= x < hi:
                    cnt[x - lo] += 1
            for x in v:
                if lo <= x < hi:
                    cnt[x - lo] += 1
            for c in cnt:
                total += c * (c - 1) // 2
        return total
