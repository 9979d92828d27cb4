# The rescan on a copy of the array: O(n^2) time and O(n) extra space, dominated by the
# rescan (same time, O(1) space) and by the dict (O(n) time, same space).
class Solution:
    def totalDistinct(self, a: List[int]) -> int:
        b = list(a)
        n = len(b)
        find = b.index
        total = 0
        for i, v in enumerate(b):
            try:
                j = find(v, i + 1)
            except ValueError:
                j = n
            total += (i + 1) * (j - i)
        return total
