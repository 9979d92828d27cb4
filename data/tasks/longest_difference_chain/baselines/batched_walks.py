# The forward walks of the O(1) class (each start follows the earliest next occurrence of its
# next value), B = max(128, sqrt n) at a time: one scan from the batch's first index carries
# the batch's walks in a dict keyed by the value each waits for; walks waiting for the same
# value merge (the longer kept). O(n / B) scans of O(n): O(n sqrt n) time, O(sqrt n) space.
from itertools import islice


class Solution:
    def solve(self, a: List[int], d: int) -> int:
        n = len(a)
        b = max(128, int(n ** 0.5))
        best = 0
        for lo in range(0, n, b):
            hi = min(n, lo + b)
            walks = {}
            pop = walks.pop
            get = walks.get
            for v in islice(a, lo, hi):  # start positions: a walk opens where none waits
                length = pop(v, 0) + 1
                k = v + d
                if get(k, 0) < length:
                    walks[k] = length
            for v in islice(a, hi, None):
                length = pop(v, 0)
                if length:
                    length += 1
                    k = v + d
                    if get(k, 0) < length:
                        walks[k] = length
            if walks:
                top = max(walks.values())
                if top > best:
                    best = top
        return best
