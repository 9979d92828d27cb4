// Full table: the classic interval DP, dp[l][r] = the first player's best total on a[l..r]
// (dp[l][r] = sum(l, r) - min(dp[l+1][r], dp[l][r-1])), an n x n table filled by length;
// a query adds up dp[l][l..r].
// O(n^2 + q n) time, O(n^2) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = a.size();
        vector<long long> prefix(n + 1, 0);
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + a[i];
        vector<vector<long long>> dp(n, vector<long long>(n, 0));
        for (int i = 0; i < n; ++i) dp[i][i] = a[i];
        for (int k = 2; k <= n; ++k) {
            for (int l = 0; l + k <= n; ++l) {
                int r = l + k - 1;
                dp[l][r] = prefix[r + 1] - prefix[l] - min(dp[l + 1][r], dp[l][r - 1]);
            }
        }
        long long last = 0;
        for (const auto& query : queries) {
            int l = (int)((query[0] + last) % n), r = (int)((query[1] + last) % n);
            if (l > r) swap(l, r);
            long long sum = 0;
            for (int c = l; c <= r; ++c) sum += dp[l][c];
            last = sum;
            answer.push_back(last);
        }
    }
};
