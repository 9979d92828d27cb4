// The textbook table: is_pal[i][j] says whether s[i..j] is a palindrome, filled from the
// short substrings up. O(n^2) time like expanding around centres, but O(n^2) extra space:
// correct, and dominated by both baselines.
class Solution {
public:
    int solve(const string& s) {
        int n = s.size(), best = 1;
        vector<vector<bool>> is_pal(n, vector<bool>(n, false));
        for (int i = n - 1; i >= 0; --i) {
            for (int j = i; j < n; ++j) {
                if (s[i] == s[j] && (j - i < 2 || is_pal[i + 1][j - 1])) {
                    is_pal[i][j] = true;
                    best = max(best, j - i + 1);
                }
            }
        }
        return best;
    }
};
