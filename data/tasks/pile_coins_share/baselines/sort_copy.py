# Greedy: every round Alice takes the largest pile left, you the second largest, Bob the
# smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. Sort a copy and
# add them. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, piles: List[int]) -> int:
        c = sorted(piles)
        return sum(c[len(c) // 3::2])
