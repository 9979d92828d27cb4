# A value v starts a run when v - 1 does not occur; from each start (its first copy only) the
# run v, v + 1, ... is extended while the next value occurs. Every test is one scan of the
# list (`in`, `list.index`), so the state is a few integers: O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        best = 0
        for i, v in enumerate(a):
            if v - 1 in a or a.index(v) != i:
                continue
            length = 1
            while v + length in a:
                length += 1
            if length > best:
                best = length
        return best
