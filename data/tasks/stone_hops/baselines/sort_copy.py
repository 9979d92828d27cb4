# Sort a copy of the positions, then one greedy pass: keep the farthest position within d of
# the current stone, hop to it when the next position is beyond reach. O(n log n) time, O(n)
# extra space.


class Solution:
    def solve(self, stones: List[int], d: int) -> int:
        s = sorted(stones)
        cur = cand = s[0]
        hops = 0
        for v in s:
            if v > cur + d:
                if cand == cur:
                    return -1
                cur = cand
                hops += 1
                if v > cur + d:
                    return -1
            cand = v
        if cand != cur:
            hops += 1
        return hops
