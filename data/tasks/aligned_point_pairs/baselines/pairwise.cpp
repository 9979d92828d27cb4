// The two distances agree exactly when the pair differs in at most one coordinate (for
// a, b >= 0, a + b = sqrt(a^2 + b^2) iff ab = 0): check every pair for an equal x or an
// equal y. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long countPairs(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            int xi = x[i], yi = y[i];
            for (int j = i + 1; j < n; ++j)
                if (x[j] == xi || y[j] == yi) ++count;
        }
        return count;
    }
};
