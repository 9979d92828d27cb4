# The walk's two successor searches, each through a buffer of B = max(48, sqrt n) keys
# refilled by one scan (heapq.nsmallest keeps B + 1 of them). Keys are single ints:
# (10^6 - b) * n + index for the decreasing-b order, a * n + index for the top-k threshold.
# `order` holds the next B items in decreasing-b order; `above` holds, ascending, every
# taken item whose key lies strictly between the threshold (the k-th largest key taken)
# and a bound (or all of them above it: `complete`); an item entering the top k goes in
# when its key is below the bound, and an overflow drops the largest and lowers the bound.
# It is refilled by a scan of the taken items only when it runs empty.
# O(n / B) scans of O(n log B): O(n sqrt n) time, O(sqrt n) extra space.
import heapq
from bisect import insort


class Solution:
    def solve(self, a: List[int], b: List[int], k: int) -> int:
        n = len(a)
        cap = max(48, int(n ** 0.5))
        top = 10**6
        order: List[int] = []
        pos = 0
        last = -1
        above: List[int] = []
        complete = False
        bound = -1
        thr = -1
        total = 0
        best = 0
        for step in range(1, n + 1):
            if pos == len(order):
                order = heapq.nsmallest(cap, (
                    (top - bj) * n + j for j, bj in enumerate(b) if (top - bj) * n + j > last))
                pos = 0
            key = order[pos]
            pos += 1
            last = key
            e = key % n
            eb = b[e]
            ae = a[e]
            ekey = ae * n + e
            if step <= k:
                total += ae
                if thr < 0 or ekey < thr:
                    thr = ekey
            elif ekey > thr:
                total += ae - thr // n
                if complete or ekey < bound:
                    insort(above, ekey)
                    if len(above) > cap:
                        above.pop()
                        bound = above[-1]
                        complete = False
                if not above:
                    lo = thr
                    above = heapq.nsmallest(cap + 1, (
                        aj * n + j for j, aj in enumerate(a)
                        if (b[j] > eb or (b[j] == eb and j <= e)) and aj * n + j > lo))
                    complete = len(above) <= cap
                    if complete:
                        bound = -1
                    else:
                        above.pop()
                        bound = above[-1]
                thr = above.pop(0)
            if step >= k:
                score = total * eb
                if score > best:
                    best = score
        return best
