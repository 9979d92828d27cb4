// A fresh table ways[0..n] for every query: the time of the per-query ring buffer (O(q N))
// and the space of the shared table (O(N)), dominated by both baselines.
class Solution {
public:
    long long solve(int k, const vector<int>& queries) {
        const long long MOD = 1000000007;
        long long total = 0, last = 0;
        for (int x : queries) {
            int n = x ^ (int)(last & 1023);
            vector<long long> ways(n + 1, 0);
            ways[0] = 1;
            for (int i = 1; i <= n; ++i) {
                long long s = 0;
                // prefix of the window via the previous value: ways[i] = 2 ways[i-1] - ways[i-1-k]
                if (i == 1) s = 1;
                else {
                    s = 2 * ways[i - 1];
                    if (i - 1 - k >= 0) s -= ways[i - 1 - k];
                }
                ways[i] = ((s % MOD) + MOD) % MOD;
            }
            last = ways[n];
            total += last;
        }
        return total % MOD;
    }
};
