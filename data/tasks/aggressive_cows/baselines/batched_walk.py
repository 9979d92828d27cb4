# Splitters, then binary search on the answer d over buckets of the sorted order.
# Once: the sorted order is walked in batches of B = max(768, sqrt n) positions (one scan
# per batch keeps the positions above the last batch in a buffer of at most 3B/2, cut back
# to the B - 1 smallest whenever it fills), keeping each batch's smallest position: about
# n / B splitters cut the line into buckets of fewer than 3B/2 positions.
# Each check places balls greedily from the smallest position: the bucket holding the next
# ball's least position t is found among the splitters (bisect), its positions >= t are
# collected by one scan and sorted, and the greedy walks them. At most min(c, n / B + 1)
# scans a check: O(n sqrt n log V) time, O(sqrt n) extra space.
from bisect import bisect_right


class Solution:
    def solve(self, x: List[int], c: int) -> int:
        b = max(768, int(len(x) ** 0.5))
        cap = b + b // 2
        split = []  # split[k]: the smallest position of bucket k
        t = -1
        while True:
            buf, bound = [], None
            for v in x:
                if v >= t and (bound is None or v < bound):
                    buf.append(v)
                    if len(buf) == cap:
                        buf.sort()
                        bound = buf[b - 1]
                        del buf[b - 1:]
            if not buf:
                break
            split.append(min(buf))
            t = max(buf) + 1
        lo, hi = split[0], t - 1
        split.append(hi + 1)
        buckets = len(split) - 1
        good, bad = 1, (hi - lo) // (c - 1) + 1
        while bad - good > 1:
            d = (good + bad) // 2
            nxt, placed = lo + d, 1
            while placed < c and nxt <= hi:
                k = bisect_right(split, nxt, 0, buckets) - 1
                end = split[k + 1]
                buf = [v for v in x if nxt <= v < end]
                buf.sort()
                for v in buf:
                    if v >= nxt:
                        placed += 1
                        if placed == c:
                            break
                        nxt = v + d
                if nxt < end:
                    nxt = end
            if placed >= c:
                good = d
            else:
                bad = d
        return good
