# Pair the i-th smallest with the i-th largest value, both ends walked by (value, index)
# keys through two buffers of B = sqrt(n) keys: one scan with a heap collects the B nearest
# keys beyond the last one handed out at that end, then the buffer is handed out in order
# (the largest-first stream works on negated keys). O(n / B) scans of O(n) each:
# O(n sqrt n) time, O(sqrt n) extra space.
def nearest_keys(a: List[int], sign: int, last: int, cap: int) -> List[int]:
    """The cap smallest values of sign * ((x << 20) | i) above last, in increasing order."""
    heap: List[int] = []  # negated: -heap[0] is the largest kept
    top = 1 << 62
    i = 0
    for x in a:
        key = sign * ((x << 20) | i)
        i += 1
        if last < key < top:
            if len(heap) < cap:
                heapq.heappush(heap, -key)
                if len(heap) == cap:
                    top = -heap[0]
            else:
                heapq.heapreplace(heap, -key)
                top = -heap[0]
    heap.sort(reverse=True)
    for j in range(len(heap)):
        heap[j] = -heap[j]
    return heap


class Solution:
    def solve(self, a: List[int]) -> int:
        cap = max(1, math.isqrt(len(a)))
        lows = nearest_keys(a, 1, -(1 << 62), cap)
        highs = nearest_keys(a, -1, -(1 << 62), cap)
        li = hi = 0
        best = 0
        for _ in range(len(a) // 2):
            if li == len(lows):
                last = lows[-1]
                lows = []  # drop the old buffer before the next one is built
                lows = nearest_keys(a, 1, last, cap)
                li = 0
            if hi == len(highs):
                last = highs[-1]
                highs = []
                highs = nearest_keys(a, -1, last, cap)
                hi = 0
            s = (lows[li] >> 20) + ((-highs[hi]) >> 20)
            li += 1
            hi += 1
            if s > best:
                best = s
        return best
