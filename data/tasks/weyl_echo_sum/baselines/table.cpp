// Keeps every output v_t in an array sized n up front; an echo is one array read.
// O(n) time, O(n) extra space.
class Solution {
public:
    long long solve(long long seed, long long s, int n, int q) {
        typedef unsigned long long u64;
        typedef unsigned __int128 u128;
        const u64 TEN18 = 1000000000000000000ULL, TEN9 = 1000000000ULL;
        vector<u64> v(n);
        u64 x = (u64)seed, w = 0, prev = 0, total = 0;
        for (long long t = 0; t < n; ++t) {
            w = (w + (u64)s) % TEN18;
            x = (u64)(((u128)x * x / TEN9 + w) % TEN18);
            v[t] = x;
            if (t >= (long long)n - q) {
                prev = v[(x + prev) % (u64)t];
                total = (total + prev) % TEN18;
            }
        }
        return (long long)total;
    }
};
