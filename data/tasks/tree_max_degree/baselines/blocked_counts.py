# The child counts of one block of B = max(1024, sqrt n) consecutive vertex ids at a time, in
# an array of B 32-bit machine integers (no int objects): one scan of the parent array per block
# counts the entries that fall in it; a vertex's degree is its count plus one for its parent
# edge. O(n^2 / B) = O(n sqrt n) time, O(sqrt n) extra space.
from array import array
from math import isqrt


class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        b = max(1024, isqrt(n))
        cnt = array("i", [0]) * b
        best = 0
        for lo in range(0, n, b):
            hi = lo + b
            for k in range(b):
                cnt[k] = 0
            for p in parent:
                if lo <= p < hi:
                    cnt[p - lo] += 1
            for v in range(lo, min(n, hi)):
                d = cnt[v - lo] + (parent[v] >= 0)
                if d > best:
                    best = d
        return best
