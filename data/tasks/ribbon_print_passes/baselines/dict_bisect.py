# A defaultdict of position lists and bisect_right of the last stamped position (the common
# LeetCode form). O(n + m log n) time, O(n) extra space.
from bisect import bisect_right
from collections import defaultdict


class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        where = defaultdict(list)
        for i, c in enumerate(ribbon):
            where[c].append(i)
        last = -1
        passes = 1
        for c in message:
            if c not in where:
                return -1
            v = where[c]
            t = bisect_right(v, last)
            if t == len(v):
                passes += 1
                t = 0
            last = v[t]
        return passes
