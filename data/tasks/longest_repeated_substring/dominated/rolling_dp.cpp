// The longest-common-suffix table of s against itself (len[i][j] for i < j), one row at a
// time: O(n^2) time like the diagonal scan, but O(n) extra space (two rows) where the
// diagonal scan needs O(1): dominated by it.
class Solution {
public:
    int solve(const string& s) {
        int n = s.size(), best = 0;
        vector<int> prev(n + 1, 0), cur(n + 1, 0);
        for (int i = 1; i <= n; ++i) {
            for (int j = i + 1; j <= n; ++j) {
                cur[j] = s[i - 1] == s[j - 1] ? prev[j - 1] + 1 : 0;
                best = max(best, cur[j]);
            }
            swap(prev, cur);
        }
        return best;
    }
};
