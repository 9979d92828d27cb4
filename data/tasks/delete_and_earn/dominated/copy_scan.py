# The successor scan over a copy of the values: the O(n^2) time of the O(1) class with the
# O(n) memory of the sort. Correct, dominated.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = list(a)
        take = skip = 0
        last = 0
        while True:
            v = min(filter(last.__lt__, b), default=0)
            if v == 0:
                break
            best = max(take, skip)
            take = v * b.count(v) + (skip if v == last + 1 else best)
            skip = best
            last = v
        return max(take, skip)
