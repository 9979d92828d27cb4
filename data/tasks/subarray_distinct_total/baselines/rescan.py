# Sum over subarrays of the number of distinct values. Counting each value at its last copy
# inside the subarray: position i is counted by the (i + 1) * (nxt(i) - i) subarrays with
# l <= i < r + 1 <= nxt(i), where nxt(i) is the next j > i with a[j] = a[i] (or n). nxt(i)
# is found by list.index from i + 1 (C speed, stops at the first copy): O(n^2) time on far or
# missing repeats, O(1) extra space.
class Solution:
    def totalDistinct(self, a: List[int]) -> int:
        n = len(a)
        find = a.index
        total = 0
        for i, v in enumerate(a):
            try:
                j = find(v, i + 1)
            except ValueError:
                j = n
            total += (i + 1) * (j - i)
        return total
