# Every query from scratch: with k' = min(k, n - k), C(n, k) = n (n-1) ... (n-k'+1) / k'!,
# both products taken mod p = 10^9 + 7 and the division done by one modular inverse
# (Fermat: pow(den, p - 2, p)). O(sum of k' + q log p) time, O(1) extra space.
class Solution:
    def solve(self, queries: List[List[int]]) -> int:
        MOD = 1_000_000_007
        total = 0
        for n, k in queries:
            k = min(k, n - k)
            num = den = 1
            for i in range(1, k + 1):
                num = num * (n - k + i) % MOD
                den = den * i % MOD
            total = (total + num * pow(den, MOD - 2, MOD)) % MOD
        return total
