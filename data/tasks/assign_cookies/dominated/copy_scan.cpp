// Copies both arrays, then walks them in increasing order with one scan per next element:
// quadratic time AND linear space. Correct, dominated by every baseline.
class Solution {
    static long long next_key(const vector<long long>& v, long long last) {
        long long best = LLONG_MAX;
        for (size_t i = 0; i < v.size(); ++i) {
            long long key = (v[i] << 20) | (long long)i;
            if (key > last && key < best) best = key;
        }
        return best;
    }
public:
    int solve(const vector<int>& g, const vector<int>& s) {
        vector<long long> a(g.begin(), g.end()), b(s.begin(), s.end());
        int satisfied = 0;
        long long child = next_key(a, -1), cookie = next_key(b, -1);
        while (child != LLONG_MAX && cookie != LLONG_MAX) {
            if ((cookie >> 20) >= (child >> 20)) {
                ++satisfied;
                child = next_key(a, child);
            }
            cookie = next_key(b, cookie);
        }
        return satisfied;
    }
};
