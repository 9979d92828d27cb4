# Sort a copy; for each s_i with 2 s_i <= target, bisect_right finds the last s_j <= target -
# s_i, and s_i is the minimum of 2^(j-i) subsets. Powers of two by pow().
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        mod = 1000000007
        s = sorted(a)
        total = 0
        for i, x in enumerate(s):
            if 2 * x > target:
                break
            j = bisect.bisect_right(s, target - x) - 1
            total += pow(2, j - i, mod)
        return total % mod
