// Every common substring lies on one diagonal of the n x m comparison table (a fixed
// offset j - i): walk each of the n + m - 1 diagonals once, keeping the length of the
// current run of equal letters. O(n m) time, O(1) extra space.
class Solution {
public:
    int solve(const string& a, const string& b) {
        const char* x = a.data();
        const char* y = b.data();
        int n = a.size(), m = b.size(), best = 0;
        for (int d = -(n - 1); d < m; ++d) {  // y index - x index
            int i = d < 0 ? -d : 0, j = d < 0 ? 0 : d, run = 0;
            for (; i < n && j < m; ++i, ++j) {
                if (x[i] == y[j]) {
                    if (++run > best) best = run;
                } else {
                    run = 0;
                }
            }
        }
        return best;
    }
};
