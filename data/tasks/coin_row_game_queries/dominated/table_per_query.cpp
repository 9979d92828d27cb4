// A fresh len x len table for every query: the recomputation's O(q n^2) time with the
// full table's O(n^2) space. Correct, and dominated by both.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = a.size();
        long long last = 0;
        for (const auto& query : queries) {
            int l = (int)((query[0] + last) % n), r = (int)((query[1] + last) % n);
            if (l > r) swap(l, r);
            int len = r - l + 1;
            vector<long long> prefix(len + 1, 0);
            for (int i = 0; i < len; ++i) prefix[i + 1] = prefix[i] + a[l + i];
            vector<vector<long long>> dp(len, vector<long long>(len, 0));
            for (int i = 0; i < len; ++i) dp[i][i] = a[l + i];
            for (int k = 2; k <= len; ++k) {
                for (int i = 0; i + k <= len; ++i) {
                    int j = i + k - 1;
                    dp[i][j] = prefix[j + 1] - prefix[i] - min(dp[i + 1][j], dp[i][j - 1]);
                }
            }
            long long sum = 0;
            for (int j = 0; j < len; ++j) sum += dp[0][j];
            last = sum;
            answer.push_back(last);
        }
    }
};
