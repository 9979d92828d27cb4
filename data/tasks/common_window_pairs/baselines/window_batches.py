# The windows of a in batches of B = max(1500, sqrt n), counted in a dict; one pass over
# the windows of b per batch adds each one's count in the batch.
# O((n / B + 1) m) time, O(sqrt n) extra space.
from itertools import repeat


class Solution:
    def solve(self, a: str, b: str, k: int) -> int:
        n, m = len(a), len(b)
        if k > n or k > m:
            return 0
        na, nb = n - k + 1, m - k + 1
        size = max(1500, int(na ** 0.5))
        total = 0
        for start in range(0, na, size):
            batch = {}
            for i in range(start, min(na, start + size)):
                w = a[i:i + k]
                batch[w] = batch.get(w, 0) + 1
            get = batch.get
            total += sum(map(get, (b[j:j + k] for j in range(nb)), repeat(0)))
        return total
