# Every pair (i < j): a[i] * a[j] is a perfect square when its integer square root squares
# back to it. O(n^2) time, O(1) extra space.
from math import isqrt


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        count = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                p = x * a[j]
                r = isqrt(p)
                if r * r == p:
                    count += 1
        return count
