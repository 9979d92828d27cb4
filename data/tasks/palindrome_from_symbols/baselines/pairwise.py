# The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
# of times: odd = sum over positions of (-1)^(copies before it), each count taken by
# operator.countOf over an islice of the prefix (no copy). O(n^2) time, O(1) extra space.
from itertools import islice
from operator import countOf


class Solution:
    def longestPalindrome(self, s: List[int]) -> int:
        odd = 0
        for i, x in enumerate(s):
            odd += -1 if countOf(islice(s, i), x) & 1 else 1
        return len(s) - odd + (1 if odd else 0)
