# The same greedy with the increasing order popped from a heapq min-heap over a copy of the
# limits (a common form of the fast class): O(n log n) time, O(n) extra space; about 3x the
# sorted copy in CPython, so it sets row 3's time limit.
from heapq import heapify, heappop


class Solution:
    def maxGroups(self, limit: List[int]) -> int:
        heap = list(limit)
        heapify(heap)
        total = groups = 0
        while heap:
            total += heappop(heap)
            if total >= (groups + 1) * (groups + 2) // 2:
                groups += 1
        return groups
