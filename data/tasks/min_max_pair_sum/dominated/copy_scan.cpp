// Copies the (value, index) keys into an array, then takes the next smallest and the next
// largest by one scan of the copy each: quadratic time AND linear space. Correct,
// dominated by every baseline.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<long long> keys(a.size());
        for (size_t i = 0; i < a.size(); ++i) keys[i] = ((long long)a[i] << 20) | (long long)i;
        long long lo = -1, hi = LLONG_MAX, best = 0;
        for (size_t k = 0; k < a.size() / 2; ++k) {
            long long nl = LLONG_MAX, nh = -1;
            for (size_t i = 0; i < keys.size(); ++i) {
                if (keys[i] > lo && keys[i] < nl) nl = keys[i];
                if (keys[i] < hi && keys[i] > nh) nh = keys[i];
            }
            lo = nl;
            hi = nh;
            best = max(best, (lo >> 20) + (hi >> 20));
        }
        return best;
    }
};
