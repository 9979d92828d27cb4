# The walk over a list of the climbs (one int per step): O(n^2) time, but O(n) extra space.
class Solution:
    def totalBricks(self, heights: List[int], ladders: int) -> int:
        n = len(heights)
        c = [0] + [max(0, heights[j] - heights[j - 1]) for j in range(1, n)]
        bricks = 0
        total = 0
        climbs = 0
        thr = -1
        t = 0
        for j in range(1, n):
            d = c[j]
            if d > 0:
                climbs += 1
                if ladders == 0:
                    bricks += d
                elif climbs == ladders:
                    for i in range(1, j + 1):
                        if c[i] > 0 and (thr < 0 or c[i] < t):
                            thr = i
                            t = c[i]
                elif climbs > ladders:
                    if d >= t:
                        bricks += t
                        s = -1
                        sd = 0
                        for i in range(1, j + 1):
                            e = c[i]
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
