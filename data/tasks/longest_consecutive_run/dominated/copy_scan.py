# The run scans of run_scans.py on a copy of the list: O(n^2) time and O(n) extra space,
# dominated by both.
class Solution:
    def solve(self, a: List[int]) -> int:
        c = list(a)
        best = 0
        for i, v in enumerate(c):
            if v - 1 in c or c.index(v) != i:
                continue
            length = 1
            while v + length in c:
                length += 1
            if length > best:
                best = length
        return best
