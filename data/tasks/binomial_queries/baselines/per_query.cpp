// Every query from scratch: with k' = min(k, n - k), C(n, k) = n (n-1) ... (n-k'+1) / k'!,
// both products taken mod p = 10^9 + 7 and the division done by one modular inverse
// (Fermat: den^(p-2) by fast exponentiation). O(sum of k' + q log p) time, O(1) extra
// space.
class Solution {
    static const long long MOD = 1000000007LL;
    static long long power(long long base, long long e) {
        long long result = 1;
        base %= MOD;
        while (e > 0) {
            if (e & 1) result = result * base % MOD;
            base = base * base % MOD;
            e >>= 1;
        }
        return result;
    }
public:
    int solve(const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& query : queries) {
            long long n = query[0], k = min(query[1], query[0] - query[1]);
            long long num = 1, den = 1;
            for (long long i = 0; i < k; ++i) {
                num = num * (n - i) % MOD;
                den = den * (i + 1) % MOD;
            }
            total = (total + num * power(den, MOD - 2)) % MOD;
        }
        return (int)total;
    }
};
