// The same greedy without a sorted copy: both arrays are walked in increasing order of
// (value, index), each next element found by one scan for the smallest key above the
// last one. O(n^2 + m^2) time, O(1) extra space.
class Solution {
    static long long next_key(const vector<int>& v, long long last) {
        long long best = LLONG_MAX;
        const int* p = v.data();
        size_t len = v.size();
        for (size_t i = 0; i < len; ++i) {
            long long key = ((long long)p[i] << 20) | (long long)i;
            if (key > last && key < best) best = key;
        }
        return best;
    }
public:
    int solve(const vector<int>& g, const vector<int>& s) {
        int satisfied = 0;
        long long child = next_key(g, -1), cookie = next_key(s, -1);
        while (child != LLONG_MAX && cookie != LLONG_MAX) {
            if ((cookie >> 20) >= (child >> 20)) {
                ++satisfied;
                child = next_key(g, child);
            }
            cookie = next_key(s, cookie);
        }
        return satisfied;
    }
};
