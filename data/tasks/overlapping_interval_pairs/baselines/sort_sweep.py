# Sort copies of the left ends and of the right ends and merge them with two pointers: the
# pointer into the right ends passes every right end below the current left end, and each
# of those intervals lies entirely before the current one. The answer is n(n-1)/2 minus the
# disjoint pairs. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        n = len(lo)
        ls = sorted(lo)
        hs = sorted(hi)
        disjoint = 0
        p = 0
        for x in ls:
            while p < n and hs[p] < x:
                p += 1
            disjoint += p
        return n * (n - 1) // 2 - disjoint
