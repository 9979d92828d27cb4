// Two intervals are disjoint exactly when one ends before the other starts, and then only
// one of the two orders holds: the disjoint pairs are the ordered pairs (i, j) with
// hi_i < lo_j, and the answer is n(n-1)/2 minus their number. The right ends are cut into
// blocks of B = max(768, sqrt n); each block is copied into one buffer and sorted, and
// every left end of the array counts the right ends of the block below it by a binary
// search (branch-free, so that -O2/-O3 compile it to conditional moves).
// O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        const int* l = lo.data();
        const int* h = hi.data();
        int n = (int)lo.size();
        int cap = max(768, (int)sqrt((double)n));
        vector<int> buf;
        buf.reserve(min(cap, n));
        long long disjoint = 0;
        for (int start = 0; start < n; start += cap) {
            int end = min(n, start + cap);
            buf.assign(h + start, h + end);
            sort(buf.begin(), buf.end());
            const int* b = buf.data();
            int m = end - start;
            for (int j = 0; j < n; ++j) {
                int x = l[j];
                const int* base = b;  // branch-free lower_bound: the first right end >= x
                int len = m;
                while (len > 1) {
                    int half = len >> 1;
                    base = base[half] < x ? base + half : base;
                    len -= half;
                }
                disjoint += (base - b) + (*base < x);
            }
        }
        return (long long)n * (n - 1) / 2 - disjoint;
    }
};
