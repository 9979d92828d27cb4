# Slabs of s = max(256, isqrt(n)) points in (x, Y) order, O(s) extra space. Each chain (the
# upper hull, then the upper hull of the points mirrored in y) is walked left to right from
# its last known vertex p; a point is the key (x << 32) | Y', Y' = y or 10^8 - y, so that
# key order is the lexicographic (x, Y) order:
#   1. one scan selects the s smallest keys after p (the slab S) in a buffer of 2s keys,
#      sorted and cut back to s whenever it fills: O(n log s / s + n) per scan;
#   2. the upper hull C = v_0 = p, v_1, ..., v_m of {p} and S (monotone chain);
#   3. one scan over the points R after the slab cuts C: a point r hides v_j when it lies on
#      or above the line of the edge v_{j-1} v_j; the hidden vertices are a suffix, found by
#      binary search; the vertices before the first hidden one are vertices of the hull;
#   4. the kept vertices add their trapezoids; if C was cut, one gift-wrapping step from the
#      last kept vertex finds the next vertex. The next slab starts after S either way, so a
#      chain takes O(n / s) rounds of O(n) scans.
# O(n^2 / s) = O(n sqrt n) time, O(sqrt n) extra space.
CM = 100000000
MASK = (1 << 32) - 1


class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        n = len(x)
        s = max(256, math.isqrt(n))
        total = 0
        for upper in (True, False):
            off, sg = (0, 1) if upper else (CM, -1)
            yoff = 0 if upper else -CM  # Y = (key & MASK) + yoff

            p = min((x[i] << 32) | (off + sg * y[i]) for i in range(n))
            while True:
                buf: List[int] = []
                top = 1 << 62
                for i in range(n):
                    k = (x[i] << 32) | (off + sg * y[i])
                    if p < k < top:
                        buf.append(k)
                        if len(buf) == 2 * s:
                            buf.sort()
                            del buf[s:]
                            top = buf[-1]
                if not buf:
                    break
                buf.sort()
                del buf[s:]
                smax = buf[-1]
                sx, sy = smax >> 32, (smax & MASK) + yoff
                ch = [p]
                for k in buf:
                    if k == ch[-1]:
                        continue
                    kx, ky = k >> 32, (k & MASK) + yoff
                    while len(ch) >= 2:
                        a, b = ch[-2], ch[-1]
                        ax, ay = a >> 32, (a & MASK) + yoff
                        bx, by = b >> 32, (b & MASK) + yoff
                        if (bx - ax) * (ky - ay) - (by - ay) * (kx - ax) >= 0:
                            ch.pop()
                        else:
                            break
                    ch.append(k)
                buf = []
                cut = len(ch) - 1
                a, b = ch[cut - 1], ch[cut]
                ax, ay = a >> 32, (a & MASK) + yoff
                ex, ey = (b >> 32) - ax, (b & MASK) + yoff - ay
                for i in range(n):
                    if cut == 0:
                        break
                    rx = x[i]
                    if rx < sx:
                        continue
                    ry = sg * y[i]
                    if rx == sx and ry <= sy:
                        continue
                    if ex * (ry - ay) - ey * (rx - ax) < 0:
                        continue
                    lo, hi = 1, cut  # smallest j with r on or above edge j
                    while lo < hi:
                        mid = (lo + hi) // 2
                        a, b = ch[mid - 1], ch[mid]
                        ax, ay = a >> 32, (a & MASK) + yoff
                        bx, by = b >> 32, (b & MASK) + yoff
                        if (bx - ax) * (ry - ay) - (by - ay) * (rx - ax) >= 0:
                            hi = mid
                        else:
                            lo = mid + 1
                    cut = lo - 1
                    if cut > 0:
                        a, b = ch[cut - 1], ch[cut]
                        ax, ay = a >> 32, (a & MASK) + yoff
                        ex, ey = (b >> 32) - ax, (b & MASK) + yoff - ay
                for j in range(1, cut + 1):
                    a, b = ch[j - 1], ch[j]
                    total += ((b >> 32) - (a >> 32)) * ((a & MASK) + (b & MASK) + 2 * yoff)
                if cut == len(ch) - 1:
                    p = ch[-1]
                    continue
                c = ch[cut]
                ch = []
                cx, cy = c >> 32, (c & MASK) + yoff
                found = False
                qx = qy = 0
                for i in range(n):  # one gift-wrapping step from c
                    px = x[i]
                    if px < cx:
                        continue
                    py = sg * y[i]
                    if px == cx and py <= cy:
                        continue
                    if not found:
                        found = True
                        qx, qy = px, py
                        continue
                    cr = (qx - cx) * (py - cy) - (qy - cy) * (px - cx)
                    if cr > 0 or (cr == 0 and (px > qx or (px == qx and py > qy))):
                        qx, qy = px, py
                total += (qx - cx) * (cy + qy)
                p = (qx << 32) | (qy - yoff)
        return total
