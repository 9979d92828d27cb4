// The table's class as it is usually first written: every output pushed into a
// vector<long long> that grows by doubling. O(n) time, O(n) extra space.
class Solution {
public:
    long long solve(long long seed, long long s, int n, int q) {
        const long long MOD = 1000000000000000000LL;
        long long x = seed, w = 0, prev = 0, total = 0;
        vector<long long> hist;
        for (int t = 0; t < n; ++t) {
            w = (w + s) % MOD;
            __int128 sq = (__int128)x * x;
            x = (long long)((sq / 1000000000 + w) % MOD);
            hist.push_back(x);
            if (t >= n - q) {
                prev = hist[(x + prev) % t];
                total = (total + prev) % MOD;
            }
        }
        return total;
    }
};
