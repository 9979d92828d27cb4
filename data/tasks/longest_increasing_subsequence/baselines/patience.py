# Patience sorting: tails[k] is the smallest value that ends a strictly increasing
# subsequence of length k + 1 among the elements seen so far; tails is increasing, and
# each element replaces the first tail >= it (binary search) or extends the list.
# O(n log L) time, O(L) extra space, L being the answer.
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int]) -> int:
        tails = []
        for x in a:
            k = bisect_left(tails, x)
            if k == len(tails):
                tails.append(x)
            else:
                tails[k] = x
        return len(tails)
