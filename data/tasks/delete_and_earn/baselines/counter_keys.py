# The form most often written: a Counter of the values, its keys sorted, then the
# house-robber DP over them. O(n log n) time, O(distinct) = O(n) extra space.
from collections import Counter


class Solution:
    def solve(self, a: List[int]) -> int:
        copies = Counter(a)
        take = skip = 0
        last = 0
        for v in sorted(copies):
            best = max(take, skip)
            take = v * copies[v] + (skip if v == last + 1 else best)
            skip = best
            last = v
        return max(take, skip)
