# Binary search on the answer d; each check places the balls greedily from the smallest
# position, the next ball at the smallest position >= last + d, found by one scan of the
# read-only list (min over a filter: no copy). O(c n log V) time, O(1) extra space.
class Solution:
    def solve(self, x: List[int], c: int) -> int:
        first, last = min(x), max(x)
        good, bad = 1, (last - first) // (c - 1) + 1  # d = good is feasible, d = bad is not
        while bad - good > 1:
            d = (good + bad) // 2
            at, placed = first, 1
            while placed < c and at + d <= last:
                at = min(filter((at + d).__le__, x))
                placed += 1
            if placed >= c:
                good = d
            else:
                bad = d
        return good
