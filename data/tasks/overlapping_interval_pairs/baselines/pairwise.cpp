// Every pair (i, j), i < j, tested once: two closed intervals overlap exactly when each
// starts no later than the other ends. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        const int* l = lo.data();
        const int* h = hi.data();
        int n = (int)lo.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            int li = l[i], hi_i = h[i];
            for (int j = i + 1; j < n; ++j) count += (l[j] <= hi_i) & (li <= h[j]);
        }
        return count;
    }
};
