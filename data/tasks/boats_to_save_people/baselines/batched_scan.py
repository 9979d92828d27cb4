# The same two-pointer greedy, the people walked by (weight, index) keys from both ends
# through two buffers of B = sqrt(n) keys: one scan with a heap collects the B nearest
# keys beyond the last one handed out at that end, then the buffer is handed out in order
# (the heaviest-first stream works on negated keys). O(n / B) scans of O(n) each:
# O(n sqrt n) time, O(sqrt n) extra space.
def nearest_keys(w: List[int], sign: int, last: int, cap: int) -> List[int]:
    """The cap smallest values of sign * ((x << 20) | i) above last, in increasing order."""
    heap: List[int] = []  # negated: -heap[0] is the largest kept
    top = 1 << 62
    i = 0
    for x in w:
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
    def solve(self, w: List[int], limit: int) -> int:
        n = len(w)
        cap = max(1, math.isqrt(n))
        lights = nearest_keys(w, 1, -(1 << 62), cap)
        heavies = nearest_keys(w, -1, -(1 << 62), cap)
        li = hi = 0
        waiting = n
        boats = 0
        while waiting > 0:
            if hi == len(heavies):
                last = heavies[-1]
                heavies = []  # drop the old buffer before the next one is built
                heavies = nearest_keys(w, -1, last, cap)
                hi = 0
            heavy = (-heavies[hi]) >> 20
            hi += 1
            boats += 1
            if waiting == 1:
                break
            if li == len(lights):
                last = lights[-1]
                lights = []
                lights = nearest_keys(w, 1, last, cap)
                li = 0
            if (lights[li] >> 20) + heavy <= limit:
                li += 1
                waiting -= 2
            else:
                waiting -= 1
        return boats
