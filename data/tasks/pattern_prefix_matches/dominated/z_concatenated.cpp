// The textbook reduction: the Z-function of p + '#' + t, whose values at t's positions are
// the answers (capped at m by the separator). O(n + m) time like the baseline, but the
// concatenation and its Z-array are O(n + m) extra space instead of O(m): dominated by the
// z-function baseline, and it fails the O(1) column everywhere.
class Solution {
public:
    long long solve(const string& t, const string& p) {
        string s = p + '#' + t;
        int len = s.size(), m = p.size();
        vector<int> z(len);
        for (int i = 1, l = 0, r = 0; i < len; ++i) {
            int k = i < r ? min(z[i - l], r - i) : 0;
            while (i + k < len && s[i + k] == s[k]) ++k;
            z[i] = k;
            if (i + k > r) {
                l = i;
                r = i + k;
            }
        }
        long long total = 0;
        for (int i = m + 1; i < len; ++i) total += z[i];
        return total;
    }
};
