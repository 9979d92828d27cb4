# The pair loop over a copy of the values: O(n^2) time, O(n) extra space.
from math import isqrt


class Solution:
    def solve(self, a: List[int]) -> int:
        v = list(a)
        count = 0
        for i, x in enumerate(v):
            for y in v[i + 1:]:
                p = x * y
                r = isqrt(p)
                if r * r == p:
                    count += 1
        return count
