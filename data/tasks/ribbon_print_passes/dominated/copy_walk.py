# The greedy walk by list.index over a copy of the ribbon: O(n m) time, O(n) extra space.
class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        r = list(ribbon)
        pos = 0
        passes = 1
        for c in message:
            try:
                pos = r.index(c, pos) + 1
            except ValueError:
                passes += 1
                try:
                    pos = r.index(c) + 1
                except ValueError:
                    return -1
        return passes
