# Candidates B = max(128, sqrt n) at a time, their keys x * 2^32 + y sorted in a buffer (a
# point with a larger key dominates a candidate exactly when its y is at least the
# candidate's); one scan of all points bisects each key among them and records its y at the
# last candidate with a smaller key, and suffix maxima of the records give the verdicts.
# O(n sqrt n log n) time, O(sqrt n) extra space.
from bisect import bisect_left
from math import isqrt


class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        n = len(x)
        B = max(128, isqrt(n))
        count = 0
        for start in range(0, n, B):
            stop = min(n, start + B)
            keys = [(x[k] << 32) | y[k] for k in range(start, stop)]
            keys.sort()
            best = [-1] * len(keys)
            for xj, yj in zip(x, y):
                p = bisect_left(keys, (xj << 32) | yj)
                if p and best[p - 1] < yj:
                    best[p - 1] = yj
            run = -1
            for k in range(len(keys) - 1, -1, -1):
                if best[k] > run:
                    run = best[k]
                if run < keys[k] & 0xFFFFFFFF:
                    count += 1
        return count
