# The windows of a counted in a Counter, then the counts of b's windows summed.
# O(n + m) time, O(n) extra space.
from collections import Counter


class Solution:
    def solve(self, a: str, b: str, k: int) -> int:
        n, m = len(a), len(b)
        if k > n or k > m:
            return 0
        count = Counter(a[i:i + k] for i in range(n - k + 1))
        get = count.get
        return sum(get(b[j:j + k], 0) for j in range(m - k + 1))
