# The textbook greedy: sort the arrival minutes ceil(dist_i / speed_i) and shoot in that
# order, one a minute; the i-th (from 0) must arrive after minute i. O(n log n), O(n) space.
class Solution:
    def solve(self, dist: List[int], speed: List[int]) -> int:
        arrive = sorted(-(-d // s) for d, s in zip(dist, speed))
        for i, a in enumerate(arrive):
            if a <= i:
                return i
        return len(arrive)
