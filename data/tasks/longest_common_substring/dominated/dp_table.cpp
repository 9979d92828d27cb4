// The textbook table: len[i][j] = length of the longest common suffix of a[0..i) and
// b[0..j), len[i][j] = len[i-1][j-1] + 1 when a[i-1] == b[j-1]. O(n m) time like the
// diagonal scan, but an (n+1) x (m+1) table: O(n m) extra space, dominated by both kinds of
// baseline (it fails every cell on memory).
class Solution {
public:
    int solve(const string& a, const string& b) {
        int n = a.size(), m = b.size(), best = 0;
        vector<vector<int>> len(n + 1, vector<int>(m + 1, 0));
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= m; ++j)
                if (a[i - 1] == b[j - 1]) best = max(best, len[i][j] = len[i - 1][j - 1] + 1);
        return best;
    }
};
