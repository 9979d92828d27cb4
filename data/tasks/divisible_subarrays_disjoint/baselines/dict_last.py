# One pass with a dict from prefix residue to the last position it occurred at: r is a cut
# when its residue occurred at or after the last cut. O(n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        last = {0: 0}
        p = 0
        count = 0
        cut = 0
        for r, x in enumerate(a, 1):
            p = (p + x) % k
            if last.get(p, -1) >= cut:
                count += 1
                cut = r
            last[p] = r
        return count
