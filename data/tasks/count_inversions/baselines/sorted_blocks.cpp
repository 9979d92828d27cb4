// Sorted blocks of B = max(384, sqrt(n) / 2) values in one buffer. Block by block (left to right):
// the block's elements are inserted from its right end into the sorted buffer (binary search
// for the place, one shift), the position found being the number of smaller elements after
// it in the block (the within-block inversions); then one scan of every element after the
// block binary-searches it into the buffer and counts the block's elements greater than it.
// O(n^2 / B log B + n B) = O(n sqrt n log n) time, O(sqrt n) extra space (the buffer of B
// values, allocated at full size: 3 KB within this task's n, where the floor 384 decides B).
// The lookup halves a range without a data-dependent branch (a conditional move at -O2/-O3):
// on random values std::upper_bound mispredicts about every other step and is 4-6x slower
// there, which would bring this class within reach of comparing all pairs.
class Solution {
    // number of elements <= x in the sorted s[0..len), len >= 1
    static size_t count_le(const long long* s, size_t len, long long x) {
        const long long* base = s;
        while (len > 1) {
            size_t half = len / 2;
            base = (base[half] <= x) ? base + half : base;
            len -= half;
        }
        return (size_t)(base - s) + (*base <= x);
    }

public:
    long long solve(const vector<long long>& a) {
        size_t n = a.size();
        size_t cap = max((size_t)384, (size_t)sqrt((double)n / 4));
        vector<long long> block(cap);
        long long* s = block.data();
        long long inversions = 0;
        for (size_t from = 0; from < n; from += cap) {
            size_t len = min(cap, n - from);
            for (size_t k = 0; k < len; ++k) {
                long long x = a[from + len - 1 - k];
                size_t p = lower_bound(s, s + k, x) - s;
                inversions += p;
                memmove(s + p + 1, s + p, (k - p) * sizeof(long long));
                s[p] = x;
            }
            for (size_t j = from + len; j < n; ++j)
                inversions += len - count_le(s, len, a[j]);
        }
        return inversions;
    }
};
