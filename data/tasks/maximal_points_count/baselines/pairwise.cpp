// A point is maximal when no other point dominates it (x and y both at least as large, the
// point not equal). Check every point against every other, stopping at its first dominator:
// O(n^2) time in the worst case (all points maximal), O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& x, const vector<int>& y) {
        const int* xp = x.data();
        const int* yp = y.data();
        int n = (int)x.size();
        int count = 0;
        for (int i = 0; i < n; ++i) {
            int xi = xp[i], yi = yp[i];
            bool dominated = false;
            for (int j = 0; j < n; ++j) {
                if (xp[j] >= xi && yp[j] >= yi && (xp[j] != xi || yp[j] != yi)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) ++count;
        }
        return count;
    }
};
