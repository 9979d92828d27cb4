// The textbook SOS DP, the form most solutions take: a vector<long long> of 2^b counts and
// the mask loop with a bit test, then f[full ^ x] for each x, less the zeros' self-pairs.
// O(2^b b + n) time, O(2^b) extra space (twice sos-table's bytes).
class Solution {
public:
    long long solve(const vector<int>& a, int b) {
        int full = (1 << b) - 1;
        vector<long long> dp(1 << b, 0);
        for (int x : a) dp[x]++;
        for (int i = 0; i < b; i++)
            for (int mask = 0; mask < (1 << b); mask++)
                if (mask & (1 << i)) dp[mask] += dp[mask ^ (1 << i)];
        long long ans = 0;
        for (int x : a) {
            ans += dp[full ^ x];
            if (x == 0) ans--;
        }
        return ans / 2;
    }
};
