// Keeps the state x before every B-th step, B = isqrt(n) / 4 (w there is k*B*s mod 10^18,
// recomputed); an echo resumes from the checkpoint at or below its index and walks at most
// B steps. O(n + q sqrt n) time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(long long seed, long long s, int n, int q) {
        typedef unsigned long long u64;
        typedef unsigned __int128 u128;
        const u64 TEN18 = 1000000000000000000ULL, TEN9 = 1000000000ULL;
        long long root = 0;
        while ((root + 1) * (root + 1) <= (long long)n) ++root;
        const long long block = root / 4 > 0 ? root / 4 : 1;
        vector<u64> saved((n + block - 1) / block);  // saved[k] = x before step k * block
        u64 x = (u64)seed, w = 0, prev = 0, total = 0;
        for (long long t = 0; t < n; ++t) {
            if (t % block == 0) saved[t / block] = x;
            w = (w + (u64)s) % TEN18;
            x = (u64)(((u128)x * x / TEN9 + w) % TEN18);
            if (t >= (long long)n - q) {
                u64 j = (x + prev) % (u64)t;
                u64 k = j / block;
                u64 y = saved[k], z = (u64)((u128)(k * block) * (u64)s % TEN18);
                for (u64 i = k * block; i <= j; ++i) {
                    z = (z + (u64)s) % TEN18;
                    y = (u64)(((u128)y * y / TEN9 + z) % TEN18);
                }
                prev = y;
                total = (total + prev) % TEN18;
            }
        }
        return (long long)total;
    }
};
