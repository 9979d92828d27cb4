# Sort a copy of a once; a query's answer is bisect_right(hi) - bisect_left(lo) in the
# copy: O((n + q) log n) time, O(n) extra space (the sorted copy).
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        s = sorted(a)
        left, right = bisect.bisect_left, bisect.bisect_right
        total = 0
        for lo, hi in queries:
            total += right(s, hi) - left(s, lo)
        return total
