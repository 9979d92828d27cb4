# Pigeonhole buckets: with min lo and max hi, n - 1 buckets of width ceil((hi - lo) / (n - 1))
# cannot all hold the gap's ends together, because the largest gap is at least that width;
# so the answer is the largest difference between one non-empty bucket's maximum and the
# next non-empty bucket's minimum. O(n) time, O(n) extra space (two values per bucket).
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        if n < 2:
            return 0
        lo, hi = min(a), max(a)
        if lo == hi:
            return 0
        width = (hi - lo + n - 2) // (n - 1)
        count = (hi - lo) // width + 1
        bmin = [None] * count
        bmax = [None] * count
        for x in a:
            b = (x - lo) // width
            low = bmin[b]
            if low is None:
                bmin[b] = bmax[b] = x
            elif x < low:
                bmin[b] = x
            elif x > bmax[b]:
                bmax[b] = x
        best = 0
        previous = bmax[0]  # bucket 0 holds lo
        for b in range(1, count):
            low = bmin[b]
            if low is not None:
                if low - previous > best:
                    best = low - previous
                previous = bmax[b]
        return best
