// Each query on its own, in order (each height is decoded with the previous answer): the
// same sliding window sum over a ring buffer of the last k values, run from step 0 up to the
// query's n. O(sum of the queries) = O(q N) time, O(k) extra space.
class Solution {
public:
    long long solve(int k, const vector<int>& queries) {
        const long long MOD = 1000000007;
        vector<int> ring(k, 0);  // ring[i % k] = ways[i] for the last k steps
        long long total = 0, last = 0;
        for (int x : queries) {
            int n = x ^ (int)(last & 1023);
            for (int j = 0; j < k; ++j) ring[j] = 0;
            ring[0] = 1;
            long long window = 1, current = 1;  // window: ways[i-k] + ... + ways[i-1]
            int slot = 0;                        // i % k
            for (int i = 1; i <= n; ++i) {
                if (++slot == k) slot = 0;
                current = window;
                window += current - ring[slot];  // ring[slot] still holds ways[i-k]
                if (window >= MOD) window -= MOD;
                else if (window < 0) window += MOD;
                ring[slot] = (int)current;
            }
            last = current;
            total += current;
        }
        return total % MOD;
    }
};
