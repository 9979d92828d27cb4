# Lists in groups of G = max(64, ceil(sqrt k)). For every pair of groups (a, b), a <= b, one
# merge of their lists through a heapq of at most 2G cursors, each an int key
# (value + offset) << 16 | slot: each value taken is the larger of its pairs with the values
# of the other group taken before it (for a == b, with every value taken before it). Adding
# every value once gives the rank-weighted sum.
# O(N (k / G) log G + k^2 / G) time, O(sqrt k) extra space.
from heapq import heapify, heappop, heapreplace
from math import isqrt

OFFSET = 1 << 25
SHIFT = 16
MASK = (1 << SHIFT) - 1


class Solution:
    def solve(self, lists: List[List[int]]) -> int:
        k = len(lists)
        g = max(64, isqrt(k - 1) + 1)
        pos = [0] * (2 * g)
        total = 0
        for a in range(0, k, g):
            aend = min(k, a + g)
            na = aend - a
            for b in range(a, k, g):
                bend = min(k, b + g)
                same = b == a
                heap = []
                for t in range(na if same else na + bend - b):
                    li = a + t if t < na else b + t - na
                    pos[t] = 0
                    if lists[li]:
                        heap.append(((lists[li][0] + OFFSET) << SHIFT) | t)
                heapify(heap)
                ta = tb = 0
                while heap:
                    key = heap[0]
                    t = key & MASK
                    v = (key >> SHIFT) - OFFSET
                    if same:
                        total += v * ta
                        ta += 1
                        lst = lists[a + t]
                    elif t < na:
                        total += v * tb
                        ta += 1
                        lst = lists[a + t]
                    else:
                        total += v * ta
                        tb += 1
                        lst = lists[b + t - na]
                    p = pos[t] + 1
                    if p < len(lst):
                        pos[t] = p
                        heapreplace(heap, ((lst[p] + OFFSET) << SHIFT) | t)
                    else:
                        heappop(heap)
        for lst in lists:
            total += sum(lst)
        return total
