# Jackson's rule on a sorted permutation: job indices sorted by deadline, then one pass
# that tracks the finishing time. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, p: List[int], d: List[int]) -> int:
        clock = 0
        best = None
        for i in sorted(range(len(d)), key=d.__getitem__):
            clock += p[i]
            if best is None or clock - d[i] > best:
                best = clock - d[i]
        return best
