# Sort the intervals by left end and the queries; sweep the queries in increasing order with
# a heapq min-heap of (length, right end). O((n + m) log n) time, O(n + m) extra space.
from heapq import heappop, heappush


class Solution:
    def solve(self, left: List[int], right: List[int], queries: List[int]) -> int:
        iv = sorted(zip(left, right))
        n = len(iv)
        heap = []
        j = 0
        total = 0
        for q in sorted(queries):
            while j < n and iv[j][0] <= q:
                a, b = iv[j]
                heappush(heap, (b - a + 1, b))
                j += 1
            while heap and heap[0][1] < q:
                heappop(heap)
            total += heap[0][0] if heap else -1
        return total
