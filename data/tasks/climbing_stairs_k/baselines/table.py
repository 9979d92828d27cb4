# One table of ways[0..N], N the largest height (bounded by max(x_i | 1023), as decoding
# changes only the low 10 bits), filled once with a sliding window sum, then every query is
# decoded and looked up: O(N + q) time, O(N) extra space.
class Solution:
    def solve(self, k: int, queries: List[int]) -> int:
        MOD = 1_000_000_007
        top = max(x | 1023 for x in queries)
        ways = [1]
        window = 1  # ways[i-k] + ... + ways[i-1]
        for i in range(1, top + 1):
            ways.append(window)
            window = (window + window - (ways[i - k] if i >= k else 0)) % MOD
        total = last = 0
        for x in queries:
            last = ways[x ^ (last & 1023)]
            total += last
        return total % MOD
