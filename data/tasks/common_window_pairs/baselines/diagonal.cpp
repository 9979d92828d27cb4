// The diagonal DP of matching runs: along every diagonal (i - j fixed) of the n x m table,
// run = a[i] == b[j] ? run + 1 : 0 is the length of the common suffix of a[..i] and b[..j]
// (L[i][j] = L[i-1][j-1] + 1), and a run of at least k marks one pair of equal windows
// ending at (i, j). Only the current cell of one diagonal is kept.
// O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        const char* pa = a.data();
        const char* pb = b.data();
        long long total = 0;
        for (int d = -(n - 1); d <= m - 1; d++) {   // j - i = d
            int i = d < 0 ? -d : 0;
            int j = i + d;
            int run = 0;
            for (; i < n && j < m; i++, j++) {
                run = pa[i] == pb[j] ? run + 1 : 0;   // branch-free: a select, not a jump
                total += run >= k;
            }
        }
        return total;
    }
};
