# The farthest reach of every start, right to left: from s, whatever index j <= reach is
# reached, everything up to reach[j] is, and nothing between j and reach[j] goes further,
# so the walk hops from j to reach[j] + 1. O(n) amortised to build, O(1) per query;
# O(n) extra space.
class Solution:
    def solve(self, a: List[int], starts: List[int]) -> int:
        n = len(a)
        last = n - 1
        reach = [0] * n
        for s in range(n - 1, -1, -1):
            r = s + a[s]
            if r > last:
                r = last
            j = s + 1
            while j <= r:
                rj = reach[j]
                if rj > r:
                    r = rj
                j = rj + 1
            reach[s] = r
        return sum(reach[s] for s in starts)
