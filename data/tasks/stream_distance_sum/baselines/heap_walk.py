# The sorted order walked in batches: one pass over the regenerated stream keeps, in a
# bounded max-heap (heapq on negated keys), the B smallest keys above the last key walked
# (a key is the value with the stream position below it, so equal values are told apart);
# the batch is sorted and each value a_(r) of sorted rank r adds a_(r) (2r - n + 1).
# B = max(180, sqrt n): ceil(n / B) passes, O(n sqrt n) time, O(sqrt n) extra space.
import heapq


class Solution:
    def solve(self, n: int, seed: int, b: int) -> int:
        mult = 6364136223846793005
        inc = 1442695040888963407
        mask = (1 << 64) - 1
        shift = 64 - b
        cap = max(180, int(n ** 0.5))
        heappush, heapreplace = heapq.heappush, heapq.heapreplace
        last = -1
        total = 0
        rank = 0
        while rank < n:
            heap = []
            top = -1  # the largest key held once the heap is full
            x = seed
            for i in range(n):
                x = (x * mult + inc) & mask
                key = (x >> shift) << 20 | i
                if key <= last:
                    continue
                if len(heap) < cap:
                    heappush(heap, -key)
                    if len(heap) == cap:
                        top = -heap[0]
                elif key < top:
                    heapreplace(heap, -key)
                    top = -heap[0]
            heap.sort(reverse=True)
            for neg in heap:
                total += ((-neg) >> 20) * (2 * rank - n + 1)
                rank += 1
            last = -heap[-1]
        return total
