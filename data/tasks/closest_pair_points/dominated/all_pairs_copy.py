# All pairs over a copy sorted by x: the sort prunes nothing, so this is O(n^2) time like
# all_pairs with O(n) extra space like divide and conquer. Correct, and dominated.
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        p = sorted(points)
        best = math.inf
        for i in range(len(p)):
            xi, yi = p[i]
            for j in range(i + 1, len(p)):
                d = (p[j][0] - xi) ** 2 + (p[j][1] - yi) ** 2
                if d < best:
                    best = d
        return best
