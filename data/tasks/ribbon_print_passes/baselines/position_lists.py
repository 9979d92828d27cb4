# The positions of every code in increasing order (64 lists); the next c from pos by
# bisect, the first of the list when a new pass starts. O(n + m log n) time, O(n) space.
from bisect import bisect_left


class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        at = [[] for _ in range(64)]
        for i, c in enumerate(ribbon):
            at[c].append(i)
        pos = 0
        passes = 1
        for c in message:
            v = at[c]
            if not v:
                return -1
            t = bisect_left(v, pos)
            if t == len(v):
                passes += 1
                t = 0
            pos = v[t] + 1
        return passes
