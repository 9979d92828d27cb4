# Offline sweep over x: a rectangle's count is (points with x <= x2 and y in [y1, y2])
# minus (points with x < x1 and y in [y1, y2]), so each rectangle becomes two events.
# Points sorted by x enter a Fenwick tree over their compressed y as the sweep passes
# them; each event adds a range count of the tree with its sign.
# O((n + q) log n) time; O(n + q) extra space.
class Solution:
    def solve(self, points: List[List[int]], rects: List[List[int]]) -> int:
        pts = sorted(points)
        ys = sorted({y for _, y in points})
        m = len(ys)
        events = []
        for x1, y1, x2, y2 in rects:
            lo, hi = bisect.bisect_left(ys, y1), bisect.bisect_right(ys, y2)
            if lo < hi:
                events.append((x1, 0, lo, hi))  # kind 0: points with x < x1
                events.append((x2, 1, lo, hi))  # kind 1: points with x <= x2
        events.sort()
        tree = [0] * (m + 1)
        total = nxt = 0
        n = len(pts)
        for x, kind, lo, hi in events:
            while nxt < n and (pts[nxt][0] < x or (kind and pts[nxt][0] == x)):
                i = bisect.bisect_left(ys, pts[nxt][1]) + 1
                while i <= m:
                    tree[i] += 1
                    i += i & -i
                nxt += 1
            count = 0
            i = hi
            while i:
                count += tree[i]
                i &= i - 1
            i = lo
            while i:
                count -= tree[i]
                i &= i - 1
            total += count if kind else -count
        return total
