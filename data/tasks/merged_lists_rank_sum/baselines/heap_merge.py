# The textbook k-way merge with heapq: (head value, list, index) cursors, smallest on top;
# the i-th value popped is the i-th smallest. O(N log k) time, O(k) extra space.
from heapq import heapify, heappop, heapreplace


class Solution:
    def solve(self, lists: List[List[int]]) -> int:
        heap = [(lst[0], i, 0) for i, lst in enumerate(lists) if lst]
        heapify(heap)
        total = 0
        rank = 0
        while heap:
            v, i, j = heap[0]
            rank += 1
            total += v * rank
            j += 1
            if j < len(lists[i]):
                heapreplace(heap, (lists[i][j], i, j))
            else:
                heappop(heap)
        return total
