// Tables of m! and 1/m! mod p = 10^9 + 7 for m up to the largest n of the queries (the
// inverse of the last by Fermat, the others by 1/(m-1)! = m * 1/m!), then each query is
// C(n, k) = n! * 1/k! * 1/(n-k)!. O(N + q + log p) time, two vectors of N + 1 64-bit
// values: O(N) extra space (16 MB at N = 10^6).
class Solution {
    static const long long MOD = 1000000007LL;
public:
    int solve(const vector<array<int, 2>>& queries) {
        int top = 0;
        for (const auto& query : queries) top = max(top, query[0]);
        vector<long long> fact(top + 1), inv(top + 1);
        fact[0] = 1;
        for (int m = 1; m <= top; ++m) fact[m] = fact[m - 1] * m % MOD;
        long long base = fact[top], e = MOD - 2, r = 1;
        while (e > 0) {
            if (e & 1) r = r * base % MOD;
            base = base * base % MOD;
            e >>= 1;
        }
        inv[top] = r;
        for (int m = top; m > 0; --m) inv[m - 1] = inv[m] * m % MOD;
        long long total = 0;
        for (const auto& query : queries) {
            int n = query[0], k = query[1];
            total = (total + fact[n] * inv[k] % MOD * inv[n - k]) % MOD;
        }
        return (int)total;
    }
};
