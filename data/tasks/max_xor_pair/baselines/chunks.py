# Chunks of B = max(160, 3 sqrt n) values, two at a time: a sorted copy of chunk i (an
# implicit binary trie of its values) is paired with a sorted copy of every later chunk by
# the sorted split's recursion, which follows only the pairs of sub-ranges whose XOR can
# still be largest. O(n^2 log n / B) = O(n sqrt n log n) time, two lists of B references
# and a recursion as deep as the tries' branchings, O(sqrt n) extra space.
from bisect import bisect_left
from math import isqrt


def _best(L: list, l0: int, l1: int, R: list, r0: int, r1: int) -> int:
    """Largest x ^ y for x in the sorted L[l0:l1] and y in the sorted R[r0:r1]."""
    if l1 - l0 <= 4 or r1 - r0 <= 4:  # a few values on one side: all their pairs
        m = 0
        for i in range(l0, l1):
            x = L[i]
            for j in range(r0, r1):
                y = x ^ R[j]
                if y > m:
                    m = y
        return m
    d = (L[l0] ^ L[l1 - 1]) | (R[r0] ^ R[r1 - 1])  # bits in which a side's values differ
    if d == 0:
        return L[l0] ^ R[r0]
    bit = d.bit_length() - 1  # at least one side splits here: a crossing pair exists
    lm = bisect_left(L, (L[l0] >> bit | 1) << bit, l0, l1)
    rm = bisect_left(R, (R[r0] >> bit | 1) << bit, r0, r1)
    m = 0
    if lm > l0 and rm < r1:
        m = _best(L, l0, lm, R, rm, r1)
    if lm < l1 and rm > r0:
        m = max(m, _best(L, lm, l1, R, r0, rm))
    return m


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        B = max(160, 3 * isqrt(n))
        ans = 0
        for s in range(0, n, B):
            x = sorted(a[s:s + B])
            k = len(x)
            d = x[0] ^ x[-1]
            if d:  # pairs inside the chunk: across its highest split
                bit = d.bit_length() - 1
                m = bisect_left(x, (x[0] >> bit | 1) << bit)
                ans = max(ans, _best(x, 0, m, x, m, k))
            for t in range(s + B, n, B):
                ans = max(ans, _best(x, 0, k, sorted(a[t:t + B]), 0, min(B, n - t)))
        return ans
