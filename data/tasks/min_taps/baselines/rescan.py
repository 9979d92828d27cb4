# The covering greedy without any array: with [0, watered] covered, one pass over all taps
# finds the furthest point reached by a tap whose segment starts inside it, and that tap
# is opened next. O(n * answer) = O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, n: int, ranges: List[int]) -> int:
        taps = watered = 0
        while watered < n:
            furthest = max((i + r for i, r in enumerate(ranges) if i - r <= watered), default=watered)
            if furthest <= watered:
                return -1
            taps += 1
            watered = furthest
        return taps
