# The walk's successor search through a buffer of B = max(160, sqrt n) keys refilled by one
# scan (a heapq max-heap of negated keys keeps B + 1 of them). Keys are single ints,
# size * n + index.
# `above` holds, ascending, every climb so far whose key lies strictly between the
# threshold and a bound (or all of them above it: `complete`); a climb that takes a ladder
# goes in when its key is below the bound, and an overflow drops the largest and lowers the
# bound. It is refilled by a scan of the prefix only when it runs empty.
# O(n / B) scans of O(n log B): O(n sqrt n) time, O(sqrt n) extra space.
import heapq
from bisect import insort


class Solution:
    def totalBricks(self, heights: List[int], ladders: int) -> int:
        h = heights
        n = len(h)
        cap = max(160, int(n ** 0.5))
        above: List[int] = []
        complete = False
        bound = -1
        thr = -1
        t = 0
        bricks = 0
        total = 0
        climbs = 0
        for j in range(1, n):
            d = h[j] - h[j - 1]
            if d > 0:
                climbs += 1
                if ladders == 0:
                    bricks += d
                elif climbs == ladders:
                    for i in range(1, j + 1):
                        e = h[i] - h[i - 1]
                        if e > 0 and (thr < 0 or e * n + i < thr):
                            thr = e * n + i
                    t = thr // n
                elif climbs > ladders:
                    if d >= t:
                        bricks += t
                        key = d * n + j
                        if complete or key < bound:
                            insort(above, key)
                            if len(above) > cap:
                                above.pop()
                                bound = above[-1]
                                complete = False
                        if not above:                    # refill: a max-heap of cap + 1 keys
                            lo = thr
                            top: List[int] = []
                            for i in range(1, j + 1):
                                k = (h[i] - h[i - 1]) * n + i
                                if k > lo:
                                    if len(top) <= cap:
                                        heapq.heappush(top, -k)
                                    elif k < -top[0]:
                                        heapq.heapreplace(top, -k)
                            top.sort(reverse=True)
                            for i in range(len(top)):
                                top[i] = -top[i]
                            above = top
                            complete = len(above) <= cap
                            if complete:
                                bound = -1
                            else:
                                above.pop()
                                bound = above[-1]
                        thr = above.pop(0)
                        t = thr // n
                    else:
                        bricks += d
            total += bricks
        return total
