# Sort a copy of the heaters and bisect each house among them.
# O((n + m) log m) time, O(m) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, houses: List[int], heaters: List[int]) -> int:
        s = sorted(heaters)
        m = len(s)
        radius = 0
        for h in houses:
            p = bisect_left(s, h)
            nearest = s[p] - h if p < m else 1 << 62
            if p > 0 and h - s[p - 1] < nearest:
                nearest = h - s[p - 1]
            if nearest > radius:
                radius = nearest
        return radius
