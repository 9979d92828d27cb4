# Pair the i-th smallest with the i-th largest value without a sorted copy. Each end keeps
# its current value and how many copies of it it has taken; the next distinct value is one
# scan (min over the values above the current one, at C speed), its count another.
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        lo = min(a)
        lo_count, lo_taken = a.count(lo), 0
        hi = max(a)
        hi_count, hi_taken = a.count(hi), 0
        best = 0
        for _ in range(len(a) // 2):
            if lo_taken == lo_count:
                lo = min(filter(lo.__lt__, a))
                lo_count, lo_taken = a.count(lo), 0
            if hi_taken == hi_count:
                hi = max(filter(hi.__gt__, a))
                hi_count, hi_taken = a.count(hi), 0
            lo_taken += 1
            hi_taken += 1
            if lo + hi > best:
                best = lo + hi
        return best
