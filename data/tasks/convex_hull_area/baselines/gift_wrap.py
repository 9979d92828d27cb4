# Gift wrapping (Jarvis march) on each chain, O(1) extra space. The upper hull runs from the
# lexicographically smallest point (x, then y) to the largest; the lower hull is the upper
# hull of the points mirrored in y (y -> -y). From the current vertex c, one scan over the
# points after c in (x, Y) order keeps the candidate q that no point lies strictly above;
# among collinear candidates the farthest, so every step reaches a new vertex. Twice the
# area is the sum over upper edges of (x2 - x1)(Y1 + Y2) for Y = y and Y = -y (vertical
# edges add 0). O(n h) time, O(1) extra space.
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        n = len(x)
        total = 0
        for sgn in (1, -1):
            c = 0
            for i in range(1, n):
                if x[i] < x[c] or (x[i] == x[c] and sgn * y[i] < sgn * y[c]):
                    c = i
            cx, cy = x[c], sgn * y[c]
            while True:
                found = False
                qx = qy = 0
                for i in range(n):
                    px = x[i]
                    if px < cx:
                        continue
                    py = sgn * y[i]
                    if px == cx and py <= cy:
                        continue
                    if not found:
                        found = True
                        qx, qy = px, py
                        continue
                    cr = (qx - cx) * (py - cy) - (qy - cy) * (px - cx)
                    if cr > 0 or (cr == 0 and (px > qx or (px == qx and py > qy))):
                        qx, qy = px, py
                if not found:
                    break
                total += (qx - cx) * (cy + qy)
                cx, cy = qx, qy
        return total
