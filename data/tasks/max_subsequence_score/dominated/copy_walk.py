# The walk over copies of both arrays: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, a0: List[int], b0: List[int], k: int) -> int:
        a = list(a0)
        b = list(b0)
        n = len(a)
        cur = -1
        cb = 0
        thr = -1
        ta = 0
        total = 0
        best = 0
        for step in range(1, n + 1):
            e = -1
            eb = -1
            for j in range(n):
                bj = b[j]
                if cur >= 0 and (bj > cb or (bj == cb and j <= cur)):
                    continue
                if bj > eb:
                    e = j
                    eb = bj
            cur = e
            cb = eb
            ae = a[e]
            if step <= k:
                total += ae
                if thr < 0 or ae < ta or (ae == ta and e < thr):
                    thr = e
                    ta = ae
            elif ae > ta or (ae == ta and e > thr):
                total += ae - ta
                s = -1
                sa = 0
                for j in range(n):
                    bj = b[j]
                    if bj < eb or (bj == eb and j > e):
                        continue
                    aj = a[j]
                    if aj < ta or (aj == ta and j <= thr):
                        continue
                    if s < 0 or aj < sa:
                        s = j
                        sa = aj
                thr = s
                ta = sa
            if step >= k:
                best = max(best, total * eb)
        return best
