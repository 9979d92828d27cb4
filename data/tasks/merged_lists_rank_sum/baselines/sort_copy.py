# Every value in one sorted list, weighted by its position. O(N log N) time, O(N) extra space.
from itertools import chain


class Solution:
    def solve(self, lists: List[List[int]]) -> int:
        merged = sorted(chain.from_iterable(lists))
        return sum(x * r for r, x in enumerate(merged, 1))
