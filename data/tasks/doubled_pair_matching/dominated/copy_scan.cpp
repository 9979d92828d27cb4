// Copies the (value, index) keys into an array, then walks both halves by one scan of the
// copy per step: quadratic time AND linear space. Correct, dominated by every baseline.
class Solution {
    static long long next_up(const vector<long long>& keys, long long last) {
        long long best = LLONG_MAX;
        for (size_t i = 0; i < keys.size(); ++i)
            if (keys[i] > last && keys[i] < best) best = keys[i];
        return best;
    }
public:
    int solve(const vector<int>& a) {
        size_t n = a.size(), half = n / 2;
        if (half == 0) return 0;
        vector<long long> keys(n);
        for (size_t i = 0; i < n; ++i) keys[i] = ((long long)a[i] << 20) | (long long)i;
        long long high = -1;
        for (size_t r = 0; r <= n - half; ++r) high = next_up(keys, high);
        long long low = next_up(keys, -1);
        size_t i = 0;
        for (size_t j = 0; j < half; ++j) {
            if (j > 0) high = next_up(keys, high);
            if (2 * (low >> 20) <= (high >> 20)) {
                ++i;
                if (i == half) break;
                low = next_up(keys, low);
            }
        }
        return (int)i;
    }
};
