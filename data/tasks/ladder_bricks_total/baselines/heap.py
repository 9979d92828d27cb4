# The greedy: a heapq min-heap of the `ladders` largest climbs so far; a climb pushed over
# capacity pops the smallest, paid in bricks. O(n log n) time, O(n) extra space.
import heapq


class Solution:
    def totalBricks(self, heights: List[int], ladders: int) -> int:
        heap: List[int] = []
        bricks = 0
        total = 0
        for j in range(1, len(heights)):
            d = heights[j] - heights[j - 1]
            if d > 0:
                if len(heap) < ladders:
                    heapq.heappush(heap, d)
                elif ladders > 0:
                    bricks += heapq.heappushpop(heap, d)
                else:
                    bricks += d
            total += bricks
        return total
