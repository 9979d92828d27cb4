// Pair the i-th smallest with the i-th largest value (exchange argument: sorting and
// pairing from both ends minimises the heaviest pair), without a sorted copy: elements are
// ordered by the key (value, index), and the next smallest and the next largest are each
// found by one scan for the nearest key beyond the last one taken at that end.
// O(n^2) time, O(1) extra space.
class Solution {
    static long long next_up(const vector<int>& a, long long last) {  // smallest key > last
        long long best = LLONG_MAX;
        const int* p = a.data();
        size_t len = a.size();
        for (size_t i = 0; i < len; ++i) {
            long long k = ((long long)p[i] << 20) | (long long)i;
            if (k > last && k < best) best = k;
        }
        return best;
    }
    static long long next_down(const vector<int>& a, long long last) {  // largest key < last
        long long best = -1;
        const int* p = a.data();
        size_t len = a.size();
        for (size_t i = 0; i < len; ++i) {
            long long k = ((long long)p[i] << 20) | (long long)i;
            if (k < last && k > best) best = k;
        }
        return best;
    }
public:
    long long solve(const vector<int>& a) {
        size_t pairs = a.size() / 2;
        long long lo = -1, hi = LLONG_MAX, best = 0;
        for (size_t k = 0; k < pairs; ++k) {
            lo = next_up(a, lo);
            hi = next_down(a, hi);
            best = max(best, (lo >> 20) + (hi >> 20));
        }
        return best;
    }
};
