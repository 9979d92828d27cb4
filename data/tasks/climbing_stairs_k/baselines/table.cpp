// One table of ways[0..N], N the largest height (bounded by max(x_i | 1023), as decoding
// changes only the low 10 bits), filled once with a sliding window sum (ways[i] = ways[i-1]
// + ... + ways[i-k], the window's sum kept modulo p), then every query is decoded and looked
// up: O(N + q) time, O(N) extra space.
class Solution {
public:
    long long solve(int k, const vector<int>& queries) {
        const int MOD = 1000000007;
        int top = 0;
        for (int x : queries) top = max(top, x | 1023);
        vector<int> ways(top + 1);
        ways[0] = 1;
        long long window = 1;  // ways[i-k] + ... + ways[i-1]
        for (int i = 1; i <= top; ++i) {
            ways[i] = (int)window;
            window += ways[i];
            if (i - k >= 0) window -= ways[i - k];
            if (window >= MOD) window -= MOD;
            else if (window < 0) window += MOD;
        }
        long long total = 0;
        int last = 0;
        for (int x : queries) {
            last = ways[x ^ (last & 1023)];
            total += last;
        }
        return total % MOD;
    }
};
