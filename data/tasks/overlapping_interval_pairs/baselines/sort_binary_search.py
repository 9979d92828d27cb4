# Sort a copy of the right ends; the intervals entirely before interval j are those whose
# right end is below lo_j, counted by bisect_left. The answer is n(n-1)/2 minus those
# disjoint pairs. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        n = len(lo)
        hs = sorted(hi)
        disjoint = sum(map(functools.partial(bisect.bisect_left, hs), lo))
        return n * (n - 1) // 2 - disjoint
