# Test every point against every rectangle: O(n q) time, O(1) extra space.
class Solution:
    def solve(self, points: List[List[int]], rects: List[List[int]]) -> int:
        total = 0
        for x1, y1, x2, y2 in rects:
            total += sum(1 for x, y in points if x1 <= x <= x2 and y1 <= y <= y2)
        return total
