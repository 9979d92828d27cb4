# The common library form of the fast class: the distinct positions sorted from a set, then
# each hop by bisect_right(cur + d) and one step back. O(n log n) time, O(n) extra space (a
# set and a list: the heavier form).
from bisect import bisect_right


class Solution:
    def solve(self, stones: List[int], d: int) -> int:
        s = sorted(set(stones))
        i = 0
        hops = 0
        while i < len(s) - 1:
            j = bisect_right(s, s[i] + d) - 1
            if j == i:
                return -1
            i = j
            hops += 1
        return hops
