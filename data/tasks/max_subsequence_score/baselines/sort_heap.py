# The greedy: indices by decreasing b (sorted()), a heapq of the k largest a taken so far
# with their sum; once k are held, sum * b of the item just taken is a candidate score.
# O(n log n) time, O(n) extra space.
import heapq


class Solution:
    def solve(self, a: List[int], b: List[int], k: int) -> int:
        order = sorted(range(len(a)), key=b.__getitem__, reverse=True)
        heap: List[int] = []
        total = 0
        best = 0
        for e in order:
            x = a[e]
            total += x
            if len(heap) < k:
                heapq.heappush(heap, x)
            else:
                total -= heapq.heappushpop(heap, x)
            if len(heap) == k:
                score = total * b[e]
                if score > best:
                    best = score
        return best
