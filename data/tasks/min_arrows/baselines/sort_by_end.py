# Greedy over a copy sorted by right end: shoot at the right end of the first balloon not
# yet burst; it bursts every later balloon that starts at or before that point.
# O(n log n) time, O(n) extra space (the sorted list of references and the sort's keys).
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        arrows = 0
        last = -(1 << 32)  # left of every balloon
        for x1, x2 in sorted(points, key=operator.itemgetter(1)):
            if x1 > last:
                arrows += 1
                last = x2
        return arrows
