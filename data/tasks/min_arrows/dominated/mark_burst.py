# Marks burst balloons in a list and rescans: each round takes the smallest right end
# among unburst balloons, shoots there, and marks every balloon containing it. O(n^2) time
# like the rescanning greedy, plus an O(n) list of marks: dominated by both baselines.
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        n = len(points)
        burst = [False] * n
        arrows = 0
        while True:
            pick = -1
            for i in range(n):
                if not burst[i] and (pick < 0 or points[i][1] < points[pick][1]):
                    pick = i
            if pick < 0:
                return arrows
            arrows += 1
            x = points[pick][1]
            for i in range(n):
                if points[i][0] <= x <= points[i][1]:
                    burst[i] = True
