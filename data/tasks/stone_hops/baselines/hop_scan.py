# The greedy hops to the farthest stone within reach. Each hop is found by one scan for the
# largest position in (cur, cur + d]: O(n * hops) = O(n^2) time, O(1) extra space.


class Solution:
    def solve(self, stones: List[int], d: int) -> int:
        lo = min(stones)
        hi = max(stones)
        hops = 0
        cur = lo
        while cur < hi:
            reach = cur + d
            best = cur
            for x in stones:
                if best < x <= reach:
                    best = x
            if best == cur:
                return -1
            cur = best
            hops += 1
        return hops
