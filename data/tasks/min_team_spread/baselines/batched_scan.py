# The sorted order walked in batches: one scan keeps the B = max(160, sqrt n) smallest skills
# above the last skill taken in a bounded max-heap (negated ints); the largest skill of the
# batch may have copies left outside it, so it is dropped from the batch and its copies are
# counted instead. Each batch then feeds f(i) = min over k in {3, 4, 5} of
# f(i-k) + s_i - s_{i-k+1}, keeping the last five skills and values.
# O(n / B) scans of O(n log B): O(n sqrt n log n) time at worst, O(sqrt n) extra space.
import heapq


class Solution:
    def minTotalSpread(self, a: List[int]) -> int:
        n = len(a)
        cap = max(160, int(n ** 0.5))
        inf = 1 << 62
        f1, f2, f3, f4, f5 = 0, inf, inf, inf, inf
        s1 = s2 = s3 = s4 = 0
        last = 0
        taken = 0
        while taken < n:
            heap = []
            for x in a:
                if x > last:
                    if len(heap) < cap:
                        heapq.heappush(heap, -x)
                    elif -x > heap[0]:
                        heapq.heapreplace(heap, -x)
            top = -heap[0]
            heap.sort(reverse=True)  # the batch, smallest skill first (negated keys)
            count = a.count(top)
            for y in heap:
                if y == -top:
                    break
                x = -y
                f0 = min(f3 + x - s2, f4 + x - s3, f5 + x - s4)
                f1, f2, f3, f4, f5 = f0, f1, f2, f3, f4
                s1, s2, s3, s4 = x, s1, s2, s3
                taken += 1
            x = top
            for _ in range(count):
                f0 = min(f3 + x - s2, f4 + x - s3, f5 + x - s4)
                f1, f2, f3, f4, f5 = f0, f1, f2, f3, f4
                s1, s2, s3, s4 = x, s1, s2, s3
            taken += count
            last = top
        return f1
