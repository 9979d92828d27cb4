# Greedy: every round Alice takes the largest pile left, you the second largest, Bob the
# smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. The descending
# order of keys value << 17 | (n - 1 - index) (distinct even for equal values) is produced
# through a buffer of its next B = max(96, sqrt n) keys: one scan with a min-heap keeps the
# B largest keys below the last one used, then the buffer is read in order.
# O(n / B) scans of O(n): O(n sqrt n) time, O(sqrt n) extra space.
import heapq


def refill(a: List[int], last: int, cap: int) -> List[int]:
    heap = []
    low = 0
    top = len(a) - 1
    for i, v in enumerate(a):
        key = v << 17 | (top - i)
        if key >= last:
            continue
        if len(heap) < cap:
            heapq.heappush(heap, key)
            low = heap[0]
        elif key > low:
            heapq.heapreplace(heap, key)
            low = heap[0]
    heap.sort(reverse=True)
    return heap


class Solution:
    def solve(self, piles: List[int]) -> int:
        n = len(piles)
        cap = max(96, int(n ** 0.5))
        top = 2 * (n // 3)
        last = 1 << 62
        buf = []
        pos = 0
        total = 0
        for r in range(1, top + 1):
            if pos == len(buf):
                buf = refill(piles, last, cap)
                pos = 0
            last = buf[pos]
            pos += 1
            if r % 2 == 0:
                total += last >> 17
        return total
