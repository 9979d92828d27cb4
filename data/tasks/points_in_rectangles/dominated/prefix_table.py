# A 2D table of prefix counts over the compressed coordinates: O(1) per rectangle after
# filling it, but O(n^2) extra space: correct, and dominated by the sweep.
class Solution:
    def solve(self, points: List[List[int]], rects: List[List[int]]) -> int:
        xs = sorted({x for x, _ in points})
        ys = sorted({y for _, y in points})
        table = [[0] * (len(ys) + 1) for _ in range(len(xs) + 1)]
        for x, y in points:
            table[bisect.bisect_left(xs, x) + 1][bisect.bisect_left(ys, y) + 1] += 1
        for i in range(1, len(xs) + 1):
            row, above = table[i], table[i - 1]
            for j in range(1, len(ys) + 1):
                row[j] += above[j] + row[j - 1] - above[j - 1]
        total = 0
        for x1, y1, x2, y2 in rects:
            a, b = bisect.bisect_left(xs, x1), bisect.bisect_right(xs, x2)
            c, d = bisect.bisect_left(ys, y1), bisect.bisect_right(ys, y2)
            if a < b and c < d:
                total += table[b][d] - table[a][d] - table[b][c] + table[a][c]
        return total
