# The sorted distinct values walked upwards from the minimum: each step finds the successor
# of the current value (the smallest value greater than it) by one pass of min() over a
# filter of the whole list, at C speed; the answer is the largest step. O(n d) time for d
# distinct values, O(n^2) on distinct input, O(1) extra space (an iterator per step).
class Solution:
    def solve(self, a: List[int]) -> int:
        if len(a) < 2:
            return 0
        cur = min(a)
        best = 0
        while True:
            nxt = min(filter(cur.__lt__, a), default=None)
            if nxt is None:
                return best
            if nxt - cur > best:
                best = nxt - cur
            cur = nxt
