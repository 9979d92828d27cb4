# Sweep over 2n events (x, 0) for a left end and (x, 1) for a right end, sorted so that at
# equal x the left ends come first (touching intervals overlap). Each left end overlaps
# every interval still open. O(n log n) time, O(n) extra space (2n tuples).
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        events = [(x, 0) for x in lo] + [(x, 1) for x in hi]
        events.sort()
        count = 0
        open_now = 0
        for _, kind in events:
            if kind == 0:
                count += open_now
                open_now += 1
            else:
                open_now -= 1
        return count
