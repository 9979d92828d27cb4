// Compare every element of a with every element of b (stop early at difference 0):
// O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<long long>& b) {
        const long long* x = a.data();
        const long long* y = b.data();
        size_t n = a.size(), m = b.size();
        long long best = LLONG_MAX;
        for (size_t i = 0; i < n; ++i) {
            long long v = x[i];
            for (size_t j = 0; j < m; ++j) {
                long long d = v > y[j] ? v - y[j] : y[j] - v;
                if (d < best) best = d;
            }
            if (best == 0) break;
        }
        return best;
    }
};
