# Sort a copy; two pointers from both ends: if the smallest and the largest remaining
# values sum below the target, the smallest pairs with every value up to the largest,
# otherwise the largest pairs with none. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = sorted(a)
        count = 0
        lo, hi = 0, len(b) - 1
        while lo < hi:
            if b[lo] + b[hi] < target:
                count += hi - lo
                lo += 1
            else:
                hi -= 1
        return count
