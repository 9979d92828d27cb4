// Keeps nothing of the history: each echo regenerates the stream from the start up to the
// index it asks for. O(n) per echo, O(n + q n) in all; O(1) extra space.
class Solution {
public:
    long long solve(long long seed, long long s, int n, int q) {
        typedef unsigned long long u64;
        typedef unsigned __int128 u128;
        const u64 TEN18 = 1000000000000000000ULL, TEN9 = 1000000000ULL;
        u64 x = (u64)seed, w = 0, prev = 0, total = 0;
        for (long long t = 0; t < n; ++t) {
            w = (w + (u64)s) % TEN18;
            x = (u64)(((u128)x * x / TEN9 + w) % TEN18);
            if (t >= (long long)n - q) {
                u64 j = (x + prev) % (u64)t;
                u64 y = (u64)seed, z = 0;
                for (u64 i = 0; i <= j; ++i) {
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
