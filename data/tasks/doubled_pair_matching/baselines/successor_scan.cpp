// The same half-against-half greedy without a sorted copy. Values are ordered by the key
// (value << 20) | index; the key of rank ceil(n/2) (the first of the larger half) is found
// by a binary search on keys, counting keys below the probe with one scan per step
// (O(n log V)); then the smaller half and the larger half are walked in increasing order,
// each next key found by one scan for the smallest key beyond the last one taken there.
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
    static long long kth_key(const vector<int>& a, size_t rank) {  // key with `rank` keys below
        long long lo = 0, hi = (1LL << 51);
        const int* p = a.data();
        size_t len = a.size();
        while (lo < hi) {  // smallest key x with more than `rank` keys <= x
            long long mid = lo + (hi - lo) / 2;
            size_t c = 0;
            for (size_t i = 0; i < len; ++i) c += (((long long)p[i] << 20) | (long long)i) <= mid;
            if (c > rank) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
public:
    int solve(const vector<int>& a) {
        size_t n = a.size(), half = n / 2;
        if (half == 0) return 0;
        long long high = kth_key(a, n - half);
        long long low = next_up(a, -1);
        size_t i = 0;
        for (size_t j = 0; j < half; ++j) {
            if (j > 0) high = next_up(a, high);
            if (2 * (low >> 20) <= (high >> 20)) {
                ++i;
                if (i == half) break;
                low = next_up(a, low);
            }
        }
        return (int)i;
    }
};
