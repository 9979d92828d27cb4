# Value passes: each pass takes the next S = 512 smallest distinct values above the last
# pass's (a candidate list of 2S values, sorted and deduplicated when full, rejecting
# anything at or above the S-th smallest kept), then slides the window over the whole list
# counting only those values (bisect in the sorted S) and adds, for every window, how many
# of them reach t copies. O(n d / S) time for d distinct values, O(S) = O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int], k: int, t: int) -> int:
        S = 512
        n = len(a)
        total = 0
        floor = -(1 << 40)
        while True:
            cut = 1 << 40
            cand = []
            for v in a:
                if floor < v < cut:
                    cand.append(v)
                    if len(cand) == 2 * S:
                        cand.sort()
                        w = 0
                        for x in cand:
                            if w == 0 or x != cand[w - 1]:
                                cand[w] = x
                                w += 1
                        del cand[w:]
                        if w >= S:
                            del cand[S:]
                            cut = cand[S - 1]
            if not cand:
                break
            cand.sort()
            w = 0
            for x in cand:
                if w == 0 or x != cand[w - 1]:
                    cand[w] = x
                    w += 1
            del cand[min(w, S):]
            vals = cand
            lo = vals[0]
            hi = vals[-1]
            cnt = [0] * len(vals)
            frequent = 0
            for s in range(n):
                v = a[s]
                if lo <= v <= hi:
                    i = bisect_left(vals, v)
                    c = cnt[i] + 1
                    cnt[i] = c
                    if c == t:
                        frequent += 1
                if s >= k:
                    u = a[s - k]
                    if lo <= u <= hi:
                        i = bisect_left(vals, u)
                        c = cnt[i]
                        if c == t:
                            frequent -= 1
                        cnt[i] = c - 1
                if s >= k - 1:
                    total += frequent
            floor = hi
        return total
