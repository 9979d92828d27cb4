# The form most solutions take: each value's square-free part by dividing out p * p for
# every p with p * p <= x (x shrinks only by squares), counted in a Counter;
# c (c - 1) / 2 pairs per part seen c times. O(n sqrt V) expected time, O(n) extra space.
from collections import Counter


def square_free(x):
    p = 2
    while p * p <= x:
        pp = p * p
        while x % pp == 0:
            x //= pp
        p += 1
    return x


class Solution:
    def solve(self, a: List[int]) -> int:
        counts = Counter(square_free(x) for x in a)
        return sum(c * (c - 1) // 2 for c in counts.values())
