# Sort a copy of a; for every element of b, binary-search its position in the copy: the
# nearest values of a are the one found and the one before it.
# O((n + m) log n) time, O(n) extra space (the sorted copy).
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        s = sorted(a)
        n = len(s)
        best = abs(s[0] - b[0])
        for v in b:
            p = bisect_left(s, v)
            if p < n and s[p] - v < best:
                best = s[p] - v
            if p and v - s[p - 1] < best:
                best = v - s[p - 1]
        return best
