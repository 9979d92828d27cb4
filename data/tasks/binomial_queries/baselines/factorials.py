# Tables of m! and 1/m! mod p = 10^9 + 7 for m up to the largest n of the queries (the
# inverse of the last by Fermat, the others by 1/(m-1)! = m * 1/m!), then each query is
# C(n, k) = n! * 1/k! * 1/(n-k)!. O(N + q + log p) time, O(N) extra space.
class Solution:
    def solve(self, queries: List[List[int]]) -> int:
        MOD = 1_000_000_007
        top = max(n for n, _ in queries)
        fact = [1] * (top + 1)
        f = 1
        for m in range(1, top + 1):
            f = f * m % MOD
            fact[m] = f
        inv = [1] * (top + 1)
        g = pow(f, MOD - 2, MOD)
        for m in range(top, 0, -1):
            inv[m] = g
            g = g * m % MOD
        total = 0
        for n, k in queries:
            total += fact[n] * inv[k] % MOD * inv[n - k] % MOD
        return total % MOD
