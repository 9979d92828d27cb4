# Copies the positions, then the scan per hop over the copy: quadratic time AND linear space.
# Correct, dominated by every baseline.


class Solution:
    def solve(self, stones: List[int], d: int) -> int:
        a = list(stones)
        cur = min(a)
        hi = max(a)
        hops = 0
        while cur < hi:
            best = cur
            for x in a:
                if best < x <= cur + d:
                    best = x
            if best == cur:
                return -1
            cur = best
            hops += 1
        return hops
