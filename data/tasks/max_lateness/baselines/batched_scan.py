# Earliest deadline first through a buffer of the next B = max(48, sqrt n) jobs: one scan
# with a bounded max-heap (negated keys) collects the B smallest (deadline, index) keys
# above the last job run, then they run in order. O(n / B) scans of O(n log B):
# O(n sqrt n log n) time at worst, O(sqrt n) extra space.
import heapq


def next_batch(d: List[int], last_d: int, last_i: int, cap: int) -> List[tuple]:
    heap = []
    for i, di in enumerate(d):
        if di < last_d or (di == last_d and i <= last_i):
            continue
        if len(heap) < cap:
            heapq.heappush(heap, (-di, -i))
        elif (-di, -i) > heap[0]:
            heapq.heapreplace(heap, (-di, -i))
    heap.sort(reverse=True)
    return heap


class Solution:
    def solve(self, p: List[int], d: List[int]) -> int:
        n = len(p)
        cap = max(48, int(n ** 0.5))
        last_d, last_i = 0, -1
        clock = done = 0
        best = None
        while done < n:
            batch = next_batch(d, last_d, last_i, cap)
            for neg_d, neg_i in batch:
                clock += p[-neg_i]
                if best is None or clock + neg_d > best:
                    best = clock + neg_d
            done += len(batch)
            last_d, last_i = -batch[-1][0], -batch[-1][1]
        return best
