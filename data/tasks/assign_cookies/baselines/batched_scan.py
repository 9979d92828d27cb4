# The same greedy, both lists walked in increasing order of (value, index) through a buffer
# of B = sqrt(len) keys each: one scan with a max-heap (negated keys) collects the B
# smallest keys above the last one handed out, then the buffer is handed out in order.
# O(len / B) scans of O(len): O(n sqrt n + m sqrt m) time, O(sqrt n + sqrt m) extra space.
def smallest_keys_above(v: List[int], last: int, cap: int) -> List[int]:
    """The cap smallest keys (x << 20) | i of v above last, in increasing order."""
    heap: List[int] = []  # negated keys: -heap[0] is the largest kept
    top = 1 << 62
    i = 0
    for x in v:
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
    def solve(self, g: List[int], s: List[int]) -> int:
        cap_g = max(1, math.isqrt(len(g)))
        cap_s = max(1, math.isqrt(len(s)))
        kids = smallest_keys_above(g, -1, cap_g)
        cookies = smallest_keys_above(s, -1, cap_s)
        ki = ci = 0
        satisfied = 0
        while True:
            if ki == len(kids):
                if len(kids) < cap_g:
                    break
                last = kids[-1]
                kids = []  # drop the old buffer before the next one is built
                kids = smallest_keys_above(g, last, cap_g)
                ki = 0
                if not kids:
                    break
            if ci == len(cookies):
                if len(cookies) < cap_s:
                    break
                last = cookies[-1]
                cookies = []
                cookies = smallest_keys_above(s, last, cap_s)
                ci = 0
                if not cookies:
                    break
            if cookies[ci] >> 20 >= kids[ki] >> 20:
                satisfied += 1
                ki += 1
            ci += 1
        return satisfied
