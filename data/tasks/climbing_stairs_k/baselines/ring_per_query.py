# Each query on its own, in order (each height is decoded with the previous answer): a
# sliding window sum over a ring of the last k values, walked from step 0 up to the query's
# n (ways[i] = ways[i-1] + ... + ways[i-k], so the next window is 2 * window - ways[i-k]).
# O(sum of the queries) = O(q N) time, O(k) extra space.
class Solution:
    def solve(self, k: int, queries: List[int]) -> int:
        MOD = 1_000_000_007
        ring = [0] * k  # ring[i % k] = ways[i] for the last k steps
        total = last = 0
        for x in queries:
            n = x ^ (last & 1023)
            for j in range(k):
                ring[j] = 0
            ring[0] = 1
            window = current = 1  # window = ways[i-k+1] + ... + ways[i] = ways[i+1]
            slot = 0
            for _ in range(n):
                slot += 1
                if slot == k:
                    slot = 0
                current = window
                window = (window + current - ring[slot]) % MOD
                ring[slot] = current
            last = current
            total += current
        return total % MOD
