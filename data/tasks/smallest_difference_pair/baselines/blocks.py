# Blocks of the shorter array, s = ceil(2 sqrt(n + m)) values at a time: sort the block (a
# list of s references) and bisect every value of the longer array in it (the nearest
# values are the one found and the one before it). With n <= m:
# O((n / s + 1) m log s + n log s) time, O(sqrt(n + m)) extra space.
from bisect import bisect_left
from math import isqrt


class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
        s = isqrt(4 * (len(a) + len(b)) - 1) + 1
        best = abs(a[0] - b[0])
        block = [0] * s  # the buffer, at its full size whatever len(shorter) is
        for start in range(0, len(shorter), s):
            size = min(s, len(shorter) - start)
            block[:size] = sorted(shorter[start:start + size])
            for v in longer:
                p = bisect_left(block, v, 0, size)
                if p < size and block[p] - v < best:
                    best = block[p] - v
                if p and v - block[p - 1] < best:
                    best = v - block[p - 1]
            if best == 0:
                break
        return best
