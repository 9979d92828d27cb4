# Every house against every heater, a house's scan stopping at a heater within the radius
# found so far. O(n m) time, O(1) extra space.
class Solution:
    def solve(self, houses: List[int], heaters: List[int]) -> int:
        radius = 0
        for h in houses:
            nearest = 1 << 62
            for t in heaters:
                d = h - t if h > t else t - h
                if d < nearest:
                    nearest = d
                    if nearest <= radius:
                        break
            if nearest > radius:
                radius = nearest
        return radius
