# A fresh table ways[0..n] for every query: the time of the per-query ring (O(q N)) and the
# space of the shared table (O(N)), dominated by both baselines.
class Solution:
    def solve(self, k: int, queries: List[int]) -> int:
        MOD = 1_000_000_007
        total = last = 0
        for x in queries:
            n = x ^ (last & 1023)
            ways = [1] * (n + 1)
            for i in range(2, n + 1):  # ways[i] = 2 ways[i-1] - ways[i-1-k]
                ways[i] = (2 * ways[i - 1] - (ways[i - 1 - k] if i - 1 - k >= 0 else 0)) % MOD
            last = ways[n]
            total += last
        return total % MOD
