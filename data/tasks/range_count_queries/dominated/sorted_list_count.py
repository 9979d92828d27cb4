# Copy the values into a list and sort it, then answer every query by counting the
# elements in range over the whole sorted copy: O(n q) time like the scan, O(n) extra
# space for a copy that is never searched. Correct, and dominated by both baselines.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        s = sorted(a)
        total = 0
        for lo, hi in queries:
            total += sum(1 for x in s if lo <= x <= hi)
        return total
