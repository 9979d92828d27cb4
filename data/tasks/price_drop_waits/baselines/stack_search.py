# Right to left, a monotone stack of the next-lower chain (prices increasing towards the
# top): pop the entries >= p[i], bisect for the nearest entry below p[i] - k, push i.
# O(n log n) time, O(n) extra space.
from bisect import bisect_left


class Solution:
    def waitSum(self, prices: List[int], k: int) -> int:
        n = len(prices)
        vals = []
        pos = []
        total = 0
        for i in range(n - 1, -1, -1):
            p = prices[i]
            while vals and vals[-1] >= p:
                vals.pop()
                pos.pop()
            lo = bisect_left(vals, p - k)
            total += (pos[lo - 1] if lo else n) - i
            vals.append(p)
            pos.append(i)
        return total
