# Copies a[l..r] for every query, then runs Kadane's scan over the copy: the scan's time
# with O(n) extra space, dominated by the scan.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        total = 0
        for l, r in queries:
            part = a[l - 1:r]
            ending = best = part[0]
            for x in part[1:]:
                ending = ending + x if ending > 0 else x
                if ending > best:
                    best = ending
            total += best
        return total
