# The usual solution (LeetCode 2262 style): a dict of each value's last index so far and the
# DP f(i) = f(i-1) + i - prev(i) summed over i. O(n) expected time, O(n) extra space.
class Solution:
    def totalDistinct(self, a: List[int]) -> int:
        last = {}
        total = 0
        f = 0
        for i, v in enumerate(a):
            f += i - last.get(v, -1)
            last[v] = i
            total += f
        return total
