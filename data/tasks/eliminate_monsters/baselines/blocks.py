# The minutes in blocks of B = max(640, sqrt n): one scan of the monsters fills the block's
# histogram of arrival minutes ceil(dist_i / speed_i), then the running count is checked
# minute by minute. O(n^2 / B) = O(n sqrt n) time, O(sqrt n) extra space.
from math import isqrt


class Solution:
    def solve(self, dist: List[int], speed: List[int]) -> int:
        n = len(dist)
        b = max(640, isqrt(n))
        hist = [0] * b
        arrived = 0
        lo = 1
        while lo < n:
            for i in range(b):
                hist[i] = 0
            hi = lo + b
            for d, s in zip(dist, speed):
                a = -(-d // s)
                if lo <= a < hi:
                    hist[a - lo] += 1
            for k in range(lo, min(n, hi)):
                arrived += hist[k - lo]
                if arrived > k:
                    return k
            lo = hi
        return n
