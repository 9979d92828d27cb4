# The greedy of the fast class (indices by decreasing b, the k largest a seen so far, the
# score sum * b at every step) without its sorted order or its heap: the heap's content is
# every item taken whose (a, index) key is at least the threshold (the k-th largest key
# taken), so the walk keeps only the threshold. The next item in (b descending, index)
# order is found by a full scan; when an item enters the top k, the threshold moves to its
# successor key among the items taken, again by a scan. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int], k: int) -> int:
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
                score = total * eb
                if score > best:
                    best = score
        return best
