# Counts of every x, every y and every point (collections.Counter), the form most solutions
# take: pairs sharing x plus pairs sharing y minus pairs at the same point.
# O(n) expected time, O(n) extra space.
from collections import Counter


class Solution:
    def countPairs(self, x: List[int], y: List[int]) -> int:
        def pairs(counts: Counter) -> int:
            return sum(c * (c - 1) // 2 for c in counts.values())

        return pairs(Counter(x)) + pairs(Counter(y)) - pairs(Counter(zip(x, y)))
