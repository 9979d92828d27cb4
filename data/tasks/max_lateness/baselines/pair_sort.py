# The same class as sort-copy, as most often written: a sorted list of (deadline, duration)
# tuples. O(n log n) time, O(n) extra space (a tuple per job: several times the
# permutation's memory, so it sets row 3's time and the O(n) column's memory).
class Solution:
    def solve(self, p: List[int], d: List[int]) -> int:
        clock = 0
        best = None
        for dl, dur in sorted(zip(d, p)):
            clock += dur
            best = clock - dl if best is None else max(best, clock - dl)
        return best
