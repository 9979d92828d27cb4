# The most meetings open at one moment are open just after some meeting begins, so for
# every start time count the meetings j with start[j] <= t < end[j] and take the largest
# count. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, start: List[int], end: List[int]) -> int:
        best = 0
        for t in start:
            open_ = sum(s <= t < e for s, e in zip(start, end))
            if open_ > best:
                best = open_
        return best
