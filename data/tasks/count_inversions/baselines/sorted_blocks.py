# Sorted blocks of B = max(768, isqrt(n)) values in one list. Block by block: its elements
# go into the sorted list from the block's right end (bisect_left gives the number of smaller
# elements after it in the block: the within-block inversions; insort keeps the list
# sorted); then one scan of every element after the block counts the block's elements
# greater than it with bisect_right. O(n^2 / B log B + n B) time, O(sqrt n) extra space (the
# list of at most B references to the input's own values).
from bisect import bisect_left, bisect_right, insort
from math import isqrt


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        cap = max(768, isqrt(n))
        inversions = 0
        block = []
        for start in range(0, n, cap):
            end = min(start + cap, n)
            block.clear()
            for k in range(end - 1, start - 1, -1):
                x = a[k]
                inversions += bisect_left(block, x)
                insort(block, x)
            size = end - start
            for j in range(end, n):
                inversions += size - bisect_right(block, a[j])
        return inversions
