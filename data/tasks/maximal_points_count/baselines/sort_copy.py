# Sort a copy of the points and sweep from the largest (x, y) down with the largest y seen
# among strictly larger points: a point is maximal exactly when its y exceeds it (equal
# points are maximal together). O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        pts = sorted(zip(x, y), reverse=True)
        count = 0
        best = -1
        prev = None
        prev_max = False
        for p in pts:
            if p == prev:
                if prev_max:
                    count += 1
                continue
            prev = p
            prev_max = p[1] > best
            if prev_max:
                count += 1
                best = p[1]
        return count
