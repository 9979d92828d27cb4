# The successor-scan search run on a copy of the positions: O(c n log V) time and O(n)
# extra space, dominated by both the scan (same time, less space) and the sorted copy.
class Solution:
    def solve(self, x: List[int], c: int) -> int:
        s = list(x)
        first, last = min(s), max(s)
        good, bad = 1, (last - first) // (c - 1) + 1
        while bad - good > 1:
            d = (good + bad) // 2
            at, placed = first, 1
            while placed < c and at + d <= last:
                at = min(v for v in s if v >= at + d)
                placed += 1
            if placed >= c:
                good = d
            else:
                bad = d
        return good
