# Gift wrapping on a copy of the points (a list of (x, y) pairs): the time of gift wrapping
# and the memory of a copy, O(n h) time and O(n) extra space; dominated by gift-wrap.
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        pts = list(zip(x, y))
        total = 0
        for sgn in (1, -1):
            cx, cy = min((px, sgn * py) for px, py in pts)
            while True:
                q = None
                for px, py in pts:
                    py *= sgn
                    if px < cx or (px == cx and py <= cy):
                        continue
                    if q is None:
                        q = (px, py)
                        continue
                    qx, qy = q
                    cr = (qx - cx) * (py - cy) - (qy - cy) * (px - cx)
                    if cr > 0 or (cr == 0 and (px, py) > q):
                        q = (px, py)
                if q is None:
                    break
                total += (q[0] - cx) * (cy + q[1])
                cx, cy = q
        return total
