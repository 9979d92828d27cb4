// Sort a copy; for each s_i with 2 s_i <= target, upper_bound finds the last s_j <= target -
// s_i, and s_i is the minimum of 2^(j-i) subsets. Powers of two in a table.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long target) {
        const long long MOD = 1000000007;
        vector<int> s(a);
        sort(s.begin(), s.end());
        int n = (int)s.size();
        vector<long long> pw(n);
        pw[0] = 1;
        for (int k = 1; k < n; ++k) pw[k] = pw[k - 1] * 2 % MOD;
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            if (2LL * s[i] > target) break;
            long long lim = target - s[i];
            int j = (int)(upper_bound(s.begin(), s.end(), lim) - s.begin()) - 1;
            total = (total + pw[j - i]) % MOD;
        }
        return (int)total;
    }
};
