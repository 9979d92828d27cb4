# The O(n^2) count of earlier copies, over slices (a copy of the prefix per position):
# O(n) extra space for nothing.
class Solution:
    def longestPalindrome(self, s: List[int]) -> int:
        odd = 0
        for i, x in enumerate(s):
            odd += -1 if s[:i].count(x) & 1 else 1
        return len(s) - odd + (1 if odd else 0)
