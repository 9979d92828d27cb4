# The same two-pointer greedy without a sorted copy. The greedy needs the weights only, in
# increasing order from one end and decreasing from the other: each end keeps its current
# weight and how many people of that weight it has taken; the next distinct weight is one
# scan (min over the weights above the current one, at C speed), and its count another.
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, w: List[int], limit: int) -> int:
        waiting = len(w)
        light = min(w)
        light_count, light_taken = w.count(light), 1
        heavy = max(w)
        heavy_count, heavy_taken = w.count(heavy), 1
        boats = 0
        while waiting > 0:
            boats += 1
            if waiting == 1:
                break
            if light + heavy <= limit:
                waiting -= 2
                if waiting == 0:
                    break
                if light_taken < light_count:
                    light_taken += 1
                else:
                    light = min(filter(light.__lt__, w))
                    light_count, light_taken = w.count(light), 1
            else:
                waiting -= 1
            if heavy_taken < heavy_count:
                heavy_taken += 1
            else:
                heavy = max(filter(heavy.__gt__, w))
                heavy_count, heavy_taken = w.count(heavy), 1
        return boats
