# The DP f(i) = f(i-1) + i - prev(i) (answer: the sum of f), with prev(i) found a block of
# B = max(256, sqrt n) positions at a time: a dict holds the block's distinct values, one
# scan of the prefix before the block records each one's last occurrence, then the block is
# swept, updating the dict. O(n / B) scans: O(n sqrt n) time, O(sqrt n) extra space.
from itertools import islice
from math import isqrt


class Solution:
    def totalDistinct(self, a: List[int]) -> int:
        n = len(a)
        b = max(256, isqrt(n))
        total = 0
        f = 0
        for s in range(0, n, b):
            e = min(n, s + b)
            last = dict.fromkeys(islice(a, s, e), -1)
            for j, x in enumerate(islice(a, 0, s)):
                if x in last:
                    last[x] = j
            for i in range(s, e):
                v = a[i]
                f += i - last[v]
                last[v] = i
                total += f
            last = None
        return total
