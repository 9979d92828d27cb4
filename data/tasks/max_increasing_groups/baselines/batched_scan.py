# The same greedy through a buffer of the next B = max(640, sqrt n) distinct values in
# increasing order: one scan keeps the B smallest distinct values above the last one
# consumed, with their counts, in a sorted list (bisect), then consumes them in order.
# O(n / B) scans of O(n log B): O(n sqrt n) time, O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def maxGroups(self, limit: List[int]) -> int:
        cap = max(640, int(len(limit) ** 0.5))
        total = groups = 0
        last = 0  # every limit is at least 1
        while True:
            vals: List[int] = []
            counts: List[int] = []
            for x in limit:
                if x <= last:
                    continue
                size = len(vals)
                if size == cap and x > vals[-1]:
                    continue
                pos = bisect_left(vals, x)
                if pos < size and vals[pos] == x:
                    counts[pos] += 1
                    continue
                vals.insert(pos, x)
                counts.insert(pos, 1)
                if size == cap:
                    vals.pop()
                    counts.pop()
            if not vals:
                return groups
            for v, c in zip(vals, counts):
                for _ in range(c):
                    total += v
                    if total >= (groups + 1) * (groups + 2) // 2:
                        groups += 1
            last = vals[-1]
