# The same half-against-half greedy, both halves walked by (value, index) keys in
# increasing order through two buffers of B = sqrt(n) keys: one scan with a heap collects
# the B smallest keys beyond the last one handed out by that stream, then the buffer is
# handed out in order. The larger half starts at the key of rank ceil(n/2), found by a
# binary search on values with one counting scan per step. O(n / B) scans of O(n) each:
# O(n sqrt n) time, O(sqrt n) extra space.
def nearest_keys(a: List[int], last: int, cap: int) -> List[int]:
    """The cap smallest values of (x << 20) | i above last, in increasing order."""
    heap: List[int] = []  # negated: -heap[0] is the largest kept
    top = 1 << 62
    i = 0
    for x in a:
        key = (x << 20) | i
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
        n = len(a)
        half = n // 2
        if half == 0:
            return 0
        rank = n - half
        lo, hi = min(a), max(a)
        while lo < hi:  # the value v of rank `rank`
            mid = (lo + hi) // 2
            if sum(map(mid.__ge__, a)) > rank:
                hi = mid
            else:
                lo = mid + 1
        below = sum(map(lo.__gt__, a))  # keys of value lo before the start: rank - below
        start = -1
        if rank > below:  # the (rank - below)-th index holding lo is the last key skipped
            seen = 0
            for idx, x in enumerate(a):
                if x == lo:
                    seen += 1
                    if seen == rank - below:
                        start = (lo << 20) | idx
                        break
        else:
            start = (lo << 20) - 1
        cap = max(1, math.isqrt(n))
        lows = nearest_keys(a, -1, cap)
        highs = nearest_keys(a, start, cap)
        li = hi_pos = 0
        i = 0
        for _ in range(half):
            if hi_pos == len(highs):
                last = highs[-1]
                highs = []  # drop the old buffer before the next one is built
                highs = nearest_keys(a, last, cap)
                hi_pos = 0
            high = highs[hi_pos] >> 20
            hi_pos += 1
            if 2 * (lows[li] >> 20) <= high:
                i += 1
                if i == half:
                    break
                li += 1
                if li == len(lows):
                    last = lows[-1]
                    lows = []
                    lows = nearest_keys(a, last, cap)
                    li = 0
        return i
