# The greedy without its heap: only the threshold (the ladders-th largest (size, index)
# key among the climbs so far) is kept; a climb whose key beats it takes a ladder, the
# threshold's climb is paid in bricks and the threshold moves to its successor key among
# the climbs so far, found by a rescan of the prefix. O(n^2) time, O(1) extra space.
class Solution:
    def totalBricks(self, heights: List[int], ladders: int) -> int:
        h = heights
        n = len(h)
        bricks = 0
        total = 0
        climbs = 0
        thr = -1
        t = 0
        for j in range(1, n):
            d = h[j] - h[j - 1]
            if d > 0:
                climbs += 1
                if ladders == 0:
                    bricks += d
                elif climbs == ladders:
                    for i in range(1, j + 1):
                        e = h[i] - h[i - 1]
                        if e > 0 and (thr < 0 or e < t):
                            thr = i
                            t = e
                elif climbs > ladders:
                    if d >= t:
                        bricks += t
                        s = -1
                        sd = 0
                        prev = h[0]
                        for i in range(1, j + 1):
                            x = h[i]
                            e = x - prev
                            prev = x
                            if e < t or (e == t and i <= thr):
                                continue
                            if s < 0 or e < sd:
                                s = i
                                sd = e
                        thr = s
                        t = sd
                    else:
                        bricks += d
            total += bricks
        return total
