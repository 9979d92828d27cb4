# The positions of every code in increasing order; a pattern's greedy embedding jumps from
# code to code by bisect. O(n + L log n) time, O(n) extra space.
from bisect import bisect_right


class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        pos = [[] for _ in range(100)]
        for i, c in enumerate(a):
            pos[c].append(i)
        count = 0
        for p in patterns:
            cur = -1
            for c in p:
                v = pos[c]
                t = bisect_right(v, cur)
                if t == len(v):
                    break
                cur = v[t]
            else:
                count += 1
        return count
