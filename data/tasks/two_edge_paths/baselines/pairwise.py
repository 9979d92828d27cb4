# Every unordered pair of edges adds the number of endpoints they share (0, 1, or 2 for two
# parallel edges): the paths of two edges, counted by their middle vertex. The inner loop
# walks the rest of the lists through islice (no copy). O(m^2) time, O(1) extra space.
from itertools import islice


class Solution:
    def solve(self, n: int, u: List[int], v: List[int]) -> int:
        total = 0
        for i, (a, b) in enumerate(zip(u, v)):
            for c, d in islice(zip(u, v), i + 1, None):
                total += (c == a) + (c == b) + (d == a) + (d == b)
        return total
