# The pairwise sum over copies of both lists: O(n^2) time and O(n) space, dominated by the
# pairwise baseline (same time, less space) and by the sorts.
class Solution:
    def solve(self, p: List[int], d: List[int]) -> int:
        pc = list(p)
        dc = list(d)
        best = None
        for dj in dc:
            due = 0
            for pi, di in zip(pc, dc):
                if di <= dj:
                    due += pi
            if best is None or due - dj > best:
                best = due - dj
        return best
