// Houses in blocks of B = max(2048, 4 sqrt n), sorted in a buffer; one scan of the heaters
// per block binary-searches each heater among the block's houses: a heater t is a
// candidate left neighbour of the first house >= t (and, through a prefix maximum, of every
// later house) and a candidate right neighbour of the last house < t (suffix minimum).
// O((n / B + 1) m log B + n log B) time, O(sqrt n) extra space (three arrays of B values,
// allocated at full size). Positions lie in [-10^9, 10^9], so INT_MIN / INT_MAX mark "none".
class Solution {
public:
    long long solve(const vector<int>& houses, const vector<int>& heaters) {
        size_t n = houses.size();
        size_t cap = max((size_t)2048, (size_t)(4 * sqrt((double)n)));
        vector<int> block(cap), left(cap), right(cap);
        long long radius = 0;
        for (size_t from = 0; from < n; from += cap) {
            size_t len = min(cap, n - from);
            copy(houses.begin() + from, houses.begin() + from + len, block.begin());
            sort(block.begin(), block.begin() + len);
            fill(left.begin(), left.begin() + len, INT_MIN);
            fill(right.begin(), right.begin() + len, INT_MAX);
            vector<int>::iterator b = block.begin(), e = block.begin() + len;
            for (int t : heaters) {
                size_t p = lower_bound(b, e, t) - b;
                if (p < len && t > left[p]) left[p] = t;
                if (p > 0 && t < right[p - 1]) right[p - 1] = t;
            }
            for (size_t i = 1; i < len; ++i) left[i] = max(left[i], left[i - 1]);
            for (size_t i = len - 1; i-- > 0;) right[i] = min(right[i], right[i + 1]);
            for (size_t i = 0; i < len; ++i) {
                long long nearest = LLONG_MAX;
                if (left[i] != INT_MIN) nearest = (long long)block[i] - left[i];
                if (right[i] != INT_MAX) nearest = min(nearest, (long long)right[i] - block[i]);
                radius = max(radius, nearest);
            }
        }
        return radius;
    }
};
