# Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
# its score is P_1 + ... + P_m (P_t the sum of the t largest), growing while P_t > 0. The
# descending order of keys value << 17 | (n - 1 - index) (distinct even for equal values) is
# produced through a buffer of its next B = max(96, sqrt n) keys: one scan with a min-heap
# keeps the B largest keys below the last one used, then the buffer is read in order.
# O(n / B) scans of O(n): O(n sqrt n) time, O(sqrt n) extra space.
import heapq

MOD = 1000000007


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
    def solve(self, s: List[int]) -> int:
        n = len(s)
        cap = max(96, int(n ** 0.5))
        last = 1 << 62
        buf = []
        pos = 0
        run = 0
        ans = 0
        for _ in range(n):
            if pos == len(buf):
                buf = refill(s, last, cap)
                pos = 0
            last = buf[pos]
            pos += 1
            run += last >> 17
            if run <= 0:
                break
            ans = (ans + run) % MOD
        return ans
