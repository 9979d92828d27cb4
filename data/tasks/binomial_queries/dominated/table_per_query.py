# A factorial table rebuilt for every query, up to its n: O(q N) time and O(N) extra
# space. Correct, and dominated by the factorial tables built once.
class Solution:
    def solve(self, queries: List[List[int]]) -> int:
        MOD = 1_000_000_007
        total = 0
        for n, k in queries:
            fact = [1] * (n + 1)
            for m in range(1, n + 1):
                fact[m] = fact[m - 1] * m % MOD
            den = fact[k] * fact[n - k] % MOD
            total = (total + fact[n] * pow(den, MOD - 2, MOD)) % MOD
        return total
