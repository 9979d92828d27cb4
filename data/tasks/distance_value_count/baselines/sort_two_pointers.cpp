// Sort copies of a and b, then merge them with two pointers: for the values of a in
// increasing order, the pointer into b only moves forward to the first b_j >= a_i - d, and
// a_i is lonely when that b_j is absent or above a_i + d.
// O(n log n + m log m) time, O(n + m) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<int>& b, long long d) {
        vector<int> x(a), y(b);
        sort(x.begin(), x.end());
        sort(y.begin(), y.end());
        int n = (int)x.size(), m = (int)y.size();
        int lonely = 0, j = 0;
        for (int i = 0; i < n; ++i) {
            long long lo = (long long)x[i] - d;
            while (j < m && y[j] < lo) ++j;
            lonely += j == m || y[j] > (long long)x[i] + d;
        }
        return lonely;
    }
};
