# Queries in blocks of B = max(1024, 4 sqrt m), sorted in a buffer; one scan of the intervals
# per block: bisect finds the run of the block's queries inside [l, r], a bottom-up segment
# tree over the block takes a range "chmin len" on it; each leaf's answer is the minimum
# over its path. O((m / B + 1) n log B) time, O(sqrt m) extra space.
from bisect import bisect_left, bisect_right


class Solution:
    def solve(self, left: List[int], right: List[int], queries: List[int]) -> int:
        m = len(queries)
        cap = max(1024, int(4 * m ** 0.5))
        inf = 1 << 62
        total = 0
        for start in range(0, m, cap):
            block = sorted(queries[start:start + cap])
            size = len(block)
            tree = [inf] * (2 * cap)
            for a, b in zip(left, right):
                lo = bisect_left(block, a) + cap
                hi = bisect_right(block, b) + cap
                w = b - a + 1
                while lo < hi:
                    if lo & 1:
                        if w < tree[lo]:
                            tree[lo] = w
                        lo += 1
                    if hi & 1:
                        hi -= 1
                        if w < tree[hi]:
                            tree[hi] = w
                    lo >>= 1
                    hi >>= 1
            for i in range(size):
                p = i + cap
                best = inf
                while p:
                    if tree[p] < best:
                        best = tree[p]
                    p >>= 1
                total += best if best < inf else -1
        return total
