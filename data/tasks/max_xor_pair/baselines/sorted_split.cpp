// Sort a copy: values that share their bits above bit b then form a contiguous range,
// split by bit b into two sub-ranges, which is an implicit binary trie. Walk down from
// bit 59 to the first bit where the values split; the answer has that bit set, and the
// best pair takes one value from each side. best(L, R, b) pairs the sub-ranges of L and
// R that differ in bit b when any exist (the bit is then 1 in the answer), else those
// that agree. Each sub-range of each level takes part in one call, and a split is found
// by scanning its range: O(n log n) for the sort plus O(60 n), O(n) extra space (the copy;
// the recursion is at most 61 frames deep).
class Solution {
    const long long* v;

    int split(int lo, int hi, int bit) {  // first index in [lo, hi) with the bit set
        while (lo < hi && !((v[lo] >> bit) & 1)) ++lo;
        return lo;
    }

    long long best(int l0, int l1, int r0, int r1, int bit) {
        if (bit < 0) return v[l0] ^ v[r0];  // each side holds one repeated value
        if (l1 - l0 == 1 || r1 - r0 == 1) {  // one value against a range: scan it
            long long m = 0;
            if (l1 - l0 > r1 - r0) { swap(l0, r0); swap(l1, r1); }
            for (int i = l0; i < l1; ++i)
                for (int j = r0; j < r1; ++j) m = max(m, v[i] ^ v[j]);
            return m;
        }
        int lm = split(l0, l1, bit), rm = split(r0, r1, bit);
        bool cross_a = lm > l0 && rm < r1;  // L with bit 0, R with bit 1
        bool cross_b = lm < l1 && rm > r0;  // L with bit 1, R with bit 0
        if (cross_a || cross_b) {
            long long m = 0;
            if (cross_a) m = max(m, best(l0, lm, rm, r1, bit - 1));
            if (cross_b) m = max(m, best(lm, l1, r0, rm, bit - 1));
            return m | (1LL << bit);
        }
        // no cross pair: both sides lie entirely on the same side of the bit
        return best(l0, l1, r0, r1, bit - 1);
    }

public:
    long long solve(const vector<long long>& a) {
        vector<long long> sorted(a);
        sort(sorted.begin(), sorted.end());
        v = sorted.data();
        int lo = 0, hi = sorted.size();
        for (int bit = 59; bit >= 0; --bit) {
            int m = split(lo, hi, bit);
            if (m > lo && m < hi) return (1LL << bit) | best(lo, m, m, hi, bit - 1);
        }
        return 0;  // all values equal
    }
};
