// The table kept one row at a time: O(n m) time like the diagonal scan, O(m) extra space
// (two rows of m + 1 ints) where the diagonal scan needs O(1): dominated by it.
class Solution {
public:
    int solve(const string& a, const string& b) {
        int n = a.size(), m = b.size(), best = 0;
        vector<int> prev(m + 1, 0), cur(m + 1, 0);
        for (int i = 1; i <= n; ++i) {
            for (int j = 1; j <= m; ++j) {
                cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : 0;
                best = max(best, cur[j]);
            }
            swap(prev, cur);
        }
        return best;
    }
};
