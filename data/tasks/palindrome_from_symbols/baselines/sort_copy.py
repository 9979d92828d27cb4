# The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
# of times: sort a copy and read the runs. O(n log n) time, O(n) extra space.
from itertools import groupby


class Solution:
    def longestPalindrome(self, s: List[int]) -> int:
        odd = 0
        for _, run in groupby(sorted(s)):
            odd += sum(1 for _ in run) & 1
        return len(s) - odd + (1 if odd else 0)
