# The form most often written: a Counter of the values, its keys sorted, then rank x copies
# summed over them. O(n log n) time, O(distinct) = O(n) extra space.
from collections import Counter


class Solution:
    def solve(self, a: List[int]) -> int:
        copies = Counter(a)
        total = 0
        for rank, v in enumerate(sorted(copies)):
            total += rank * copies[v]
        return total
