# Houses in blocks of B = max(512, 4 sqrt n), sorted; one scan of the heaters per block
# bisects each heater among the block's houses (a candidate left neighbour of the first
# house >= it, a candidate right neighbour of the house before), then a prefix maximum and
# a suffix minimum. O((n / B + 1) m log B) time, O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, houses: List[int], heaters: List[int]) -> int:
        n = len(houses)
        cap = max(512, int(4 * n ** 0.5))
        none_left = -(1 << 62)
        none_right = 1 << 62
        radius = 0
        for start in range(0, n, cap):
            block = sorted(houses[start:start + cap])
            ln = len(block)
            left = [none_left] * ln
            right = [none_right] * ln
            for t in heaters:
                p = bisect_left(block, t)
                if p < ln and t > left[p]:
                    left[p] = t
                if p > 0 and t < right[p - 1]:
                    right[p - 1] = t
            for i in range(1, ln):
                if left[i] < left[i - 1]:
                    left[i] = left[i - 1]
            for i in range(ln - 2, -1, -1):
                if right[i] > right[i + 1]:
                    right[i] = right[i + 1]
            for i in range(ln):
                h = block[i]
                nearest = min(h - left[i], right[i] - h)
                if nearest > radius:
                    radius = nearest
        return radius
