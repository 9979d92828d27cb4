# The same greedy sweep with last occurrences found a block of B = max(256, sqrt n)
# positions at a time: a dict holds the block's distinct values, one scan of the array from
# the block (or past the current end) records each one's last occurrence, then the block is
# swept. O(n / B) scans: O(n sqrt n) time, O(sqrt n) extra space.
from itertools import islice
from math import isqrt


class Solution:
    def maxPieces(self, a: List[int]) -> int:
        n = len(a)
        b = max(256, isqrt(n))
        pieces = 0
        end = -1
        for s in range(0, n, b):
            e = min(n, s + b)
            last = dict.fromkeys(islice(a, s, e), -1)
            start = max(s, end + 1)
            for j, x in enumerate(islice(a, start, None), start):
                if x in last:
                    last[x] = j
            for i in range(s, e):
                if end < i:
                    end = i
                l = last[a[i]]
                if l > end:
                    end = l
                if end == i:
                    pieces += 1
            last = None
        return pieces
