# Scan the whole array for every query: O(n q) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        total = 0
        for lo, hi in queries:
            total += sum(1 for x in a if lo <= x <= hi)
        return total
