# Sort a copy: values that share their bits above bit b then form a contiguous range,
# split by bit b into two sub-ranges, which is an implicit binary trie (the split point is
# a binary search for the range's prefix with bit b set). Walk down from bit 59 to the
# first bit where the values split; the answer has that bit set, and the best pair takes
# one value from each side. best(l0, l1, r0, r1, bit) pairs the sub-ranges of L and R
# that differ in the bit when any exist (the bit is then 1 in the answer), else those that
# agree. Each sub-range of each level takes part in one call: O(n log n) for the sort plus
# O(60 n) at most for the walk, O(n) extra space (the copy; the recursion is at most 61
# frames deep).
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int]) -> int:
        v = sorted(a)

        def split(lo: int, hi: int, bit: int) -> int:
            """First index in [lo, hi) whose value has the bit set (the range shares the bits above it)."""
            if lo == hi:
                return lo
            return bisect_left(v, (v[lo] >> bit | 1) << bit, lo, hi)

        def best(l0: int, l1: int, r0: int, r1: int, bit: int) -> int:
            if bit < 0:  # each side holds one repeated value
                return v[l0] ^ v[r0]
            if l1 - l0 == 1 or r1 - r0 == 1:  # one value against a range: scan it
                if l1 - l0 > r1 - r0:
                    l0, l1, r0, r1 = r0, r1, l0, l1
                x = v[l0]
                m = 0
                for j in range(r0, r1):
                    y = x ^ v[j]
                    if y > m:
                        m = y
                return m
            lm, rm = split(l0, l1, bit), split(r0, r1, bit)
            cross_a = lm > l0 and rm < r1  # L with the bit 0, R with the bit 1
            cross_b = lm < l1 and rm > r0  # L with the bit 1, R with the bit 0
            if cross_a or cross_b:
                m = 0
                if cross_a:
                    m = best(l0, lm, rm, r1, bit - 1)
                if cross_b:
                    m = max(m, best(lm, l1, r0, rm, bit - 1))
                return m | 1 << bit
            return best(l0, l1, r0, r1, bit - 1)  # no cross pair: both sides agree in the bit

        lo, hi = 0, len(v)
        for bit in range(59, -1, -1):
            m = split(lo, hi, bit)
            if lo < m < hi:
                return 1 << bit | best(lo, m, m, hi, bit - 1)
        return 0  # all values equal
