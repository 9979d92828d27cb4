# Sort a copy; for every position i, binary-search target - b[i] among the later values
# b[i+1..n-1]: the partners closest to it are the one found and the one before it (if
# that one is still after i). O(n log n) time, O(n) extra space (the copy). Same class as
# the two pointers, with a larger constant factor (a binary search per value); a baseline
# too, so that the row's limit allows it. (Python's standard library has no ordered
# multiset, the C++ side's second baseline.)
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = sorted(a)
        n = len(b)
        best = abs(b[0] + b[1] - target)
        for i in range(n - 1):
            x = b[i]
            p = bisect_left(b, target - x, i + 1)
            if p < n:
                d = x + b[p] - target
                if d < best:
                    best = d
            if p > i + 1:
                d = target - x - b[p - 1]
                if d < best:
                    best = d
            if best == 0:
                break
        return best
