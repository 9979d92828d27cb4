# Both lists walked together in increasing order of the key (value, side, index) through a
# buffer of B = max(160, sqrt(2n)) keys: one scan of both lists with a max-heap (negated keys) collects
# the B smallest keys above the last one handed out. On the walk, d = (#a) - (#b) seen so
# far, and the gap between consecutive values adds |d| * gap (the sorted matching's cost is
# the area between the two counting functions). O(n / B) scans of O(n): O(n sqrt n) time,
# O(sqrt n) extra space.
def smallest_keys_above(a: List[int], b: List[int], last: int, cap: int) -> List[int]:
    """The cap smallest keys (x << 21) | (side << 20) | i of a and b above last, ascending."""
    heap: List[int] = []  # negated keys: -heap[0] is the largest kept
    top = 1 << 62
    for side, v in ((0, a), (1 << 20, b)):
        i = side
        for x in v:
            key = (x << 21) | i
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
    def solve(self, a: List[int], b: List[int]) -> int:
        cap = max(160, math.isqrt(2 * len(a)))
        last = -1
        total = d = prev = 0
        while True:
            keys = smallest_keys_above(a, b, last, cap)
            for key in keys:
                v = key >> 21
                total += abs(d) * (v - prev)
                prev = v
                d += -1 if key >> 20 & 1 else 1
            if len(keys) < cap:
                return total
            last = keys[-1]
            keys = []  # drop the old buffer before the next one is built
