# Count a[i] only where its first occurrence is at i: a.index(x) scans the prefix before i and
# stops at the first equal value, so it costs O(n^2) time when (almost) all values are
# distinct, and O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        first = a.index
        count = 0
        for i, x in enumerate(a):
            if first(x) == i:
                count += 1
        return count
