# The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
# of times: collections.Counter, the form most Python solutions of LeetCode 409 take.
# O(n) expected time, O(n) extra space.
from collections import Counter


class Solution:
    def longestPalindrome(self, s: List[int]) -> int:
        odd = sum(c & 1 for c in Counter(s).values())
        return len(s) - odd + (1 if odd else 0)
