# Copies a[l..r] for every query and takes its smallest element: O(n) per query and O(n)
# extra space, so it is slower than the block minima and heavier than the scan.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        total = 0
        for l, r in queries:
            part = a[l - 1:r]
            total += min(part)
        return total
