# The greedy pairs the k-th smallest seat with the k-th smallest student. Each list's sorted
# order is produced through a buffer of its next B = max(96, sqrt n) keys (value << 17 | index,
# distinct even for equal values): one scan with a max-heap (negated keys) keeps the B
# smallest keys above the last one used, then the buffer is read in order. O(n / B) scans of
# O(n) per list: O(n sqrt n) time, O(sqrt n) extra space.
import heapq


def refill(a: List[int], last: int, cap: int) -> List[int]:
    heap = []
    top = 0
    for i, v in enumerate(a):
        key = v << 17 | i
        if key <= last:
            continue
        if len(heap) < cap:
            heapq.heappush(heap, -key)
            top = -heap[0]
        elif key < top:
            heapq.heapreplace(heap, -key)
            top = -heap[0]
    heap.sort(reverse=True)
    return heap


class Solution:
    def solve(self, seats: List[int], students: List[int]) -> int:
        n = len(seats)
        cap = max(96, int(n ** 0.5))
        mask = (1 << 17) - 1
        sa = sb = None
        pa = pb = cap
        la = lb = -1
        total = 0
        for _ in range(n):
            if sa is None or pa == len(sa):
                sa = refill(seats, la, cap)
                pa = 0
            if sb is None or pb == len(sb):
                sb = refill(students, lb, cap)
                pb = 0
            la = -sa[pa]
            lb = -sb[pb]
            pa += 1
            pb += 1
            total += abs(seats[la & mask] - students[lb & mask])
        return total
