# Key passes: each pass takes the next S = 512 smallest distinct keys above the last pass's
# (a candidate list of 2S keys, sorted and deduplicated when full, rejecting anything at or
# above the S-th smallest kept), then replays the whole stream for those keys only (bisect
# among the sorted S, each key's last printed time in a list of S).
# O(n k / S) time for k distinct keys, O(S) = O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, times: List[int], ids: List[int], d: int) -> int:
        S = 512
        n = len(ids)
        total = 0
        floor = -1
        while True:
            cut = 1 << 40
            cand = []
            for v in ids:
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
            keys = cand
            lo = keys[0]
            hi = keys[-1]
            never = -(1 << 40)
            last = [never] * len(keys)
            for s in range(n):
                v = ids[s]
                if lo <= v <= hi:
                    i = bisect_left(keys, v)
                    if keys[i] == v and times[s] - last[i] >= d:
                        last[i] = times[s]
                        total += s + 1
            floor = hi
        return total
