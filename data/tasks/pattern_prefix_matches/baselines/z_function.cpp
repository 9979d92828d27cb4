// The Z-function ("extended KMP"): z[j] = LCP(p[j..], p) for the pattern alone, then one
// scan of t keeping the match [l, r) that reaches furthest right (t[l..r) == p[0..r-l)):
// a start i inside it already matches min(z[i - l], r - i) letters, and letters are only
// compared beyond r, which only moves right. O(n + m) time, O(m) extra space (z).
class Solution {
public:
    long long solve(const string& t, const string& p) {
        const char* a = t.data();
        const char* b = p.data();
        int n = t.size(), m = p.size();
        vector<int> z(m);
        z[0] = m;
        for (int j = 1, l = 0, r = 0; j < m; ++j) {
            int k = j < r ? min(z[j - l], r - j) : 0;
            while (j + k < m && b[j + k] == b[k]) ++k;
            z[j] = k;
            if (j + k > r) {
                l = j;
                r = j + k;
            }
        }
        long long total = 0;
        for (int i = 0, l = 0, r = 0; i < n; ++i) {
            int k = i < r ? min(z[i - l], r - i) : 0;
            while (k < m && i + k < n && a[i + k] == b[k]) ++k;
            if (i + k > r) {
                l = i;
                r = i + k;
            }
            total += k;
        }
        return total;
    }
};
