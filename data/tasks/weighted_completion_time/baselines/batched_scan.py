# Smith's rule (increasing t/w) through a buffer of the next B = max(64, sqrt n) jobs in
# that order: one scan with a max-heap (negated keys) collects the B smallest keys
# (t/w, index) above the last job run, then they run in order. The float ratio orders
# exactly: distinct ratios t/w (t <= 10^4, w <= 100) differ by at least 10^-4, far above a
# double's rounding, and equal ratios give equal doubles. O(n / B) scans of O(n):
# O(n sqrt n) time, O(sqrt n) extra space.
import heapq


def next_batch(t: List[int], w: List[int], last_r: float, last_i: int, cap: int) -> List[tuple]:
    heap = []
    for i in range(len(t)):
        r = t[i] / w[i]
        if r < last_r or (r == last_r and i <= last_i):
            continue
        if len(heap) < cap:
            heapq.heappush(heap, (-r, -i))
        elif (-r, -i) > heap[0]:
            heapq.heapreplace(heap, (-r, -i))
    heap.sort(reverse=True)
    return heap


class Solution:
    def solve(self, t: List[int], w: List[int]) -> int:
        n = len(t)
        cap = max(64, int(n ** 0.5))
        last_r, last_i = -1.0, -1
        clock = total = done = 0
        while done < n:
            batch = next_batch(t, w, last_r, last_i, cap)
            for _, neg_i in batch:
                clock += t[-neg_i]
                total += clock * w[-neg_i]
            done += len(batch)
            last_r, last_i = -batch[-1][0], -batch[-1][1]
        return total
