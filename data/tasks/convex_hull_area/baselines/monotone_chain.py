# Andrew's monotone chain: sort a copy of the points, drop repeats, build the lower and upper
# hulls with one stack, and sum twice the area as a fan of triangles from the first vertex.
# O(n log n) time, O(n) extra space (the copy and the hull).
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        pts = sorted(set(zip(x, y)))
        n = len(pts)
        if n < 3:
            return 0
        h: List[Tuple[int, int]] = []
        for part in (pts, pts[-2::-1]):
            lo = len(h) + 1 if h else 2
            for p in part:
                px, py = p
                while len(h) >= lo:
                    ox, oy = h[-2]
                    ax, ay = h[-1]
                    if (ax - ox) * (py - oy) - (ay - oy) * (px - ox) <= 0:
                        h.pop()
                    else:
                        break
                h.append(p)
        # h[-1] == h[0]: a closed counter-clockwise polygon
        x0, y0 = h[0]
        twice = 0
        for i in range(1, len(h) - 2):
            ax, ay = h[i]
            bx, by = h[i + 1]
            twice += (ax - x0) * (by - y0) - (ay - y0) * (bx - x0)
        return twice
