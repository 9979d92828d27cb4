// Queries in blocks of B = max(4096, 4 sqrt m), sorted in a buffer; one scan of the intervals
// per block: the block's queries inside [l, r] are a contiguous run of the sorted buffer
// (two binary searches), and a bottom-up segment tree over the block takes a range
// "chmin len" on that run; at the end every leaf's answer is the minimum over its path.
// O((m / B + 1) n log B + m log B) time, O(sqrt m) extra space (a buffer of B and a tree
// of 2B ints, allocated at full size).
class Solution {
public:
    long long solve(const vector<int>& left, const vector<int>& right, const vector<int>& queries) {
        size_t m = queries.size(), n = left.size();
        size_t cap = max((size_t)4096, (size_t)(4 * sqrt((double)m)));
        vector<int> block(cap), tree(2 * cap);
        long long total = 0;
        for (size_t from = 0; from < m; from += cap) {
            size_t len = min(cap, m - from);
            copy(queries.begin() + from, queries.begin() + from + len, block.begin());
            sort(block.begin(), block.begin() + len);
            fill(tree.begin(), tree.end(), INT_MAX);
            vector<int>::iterator b = block.begin(), e = block.begin() + len;
            for (size_t j = 0; j < n; ++j) {
                size_t lo = lower_bound(b, e, left[j]) - b;
                size_t hi = upper_bound(b, e, right[j]) - b;
                if (lo >= hi) continue;
                int w = right[j] - left[j] + 1;
                for (lo += cap, hi += cap; lo < hi; lo >>= 1, hi >>= 1) {
                    if (lo & 1) { if (w < tree[lo]) tree[lo] = w; ++lo; }
                    if (hi & 1) { --hi; if (w < tree[hi]) tree[hi] = w; }
                }
            }
            for (size_t i = 0; i < len; ++i) {
                int best = INT_MAX;
                for (size_t p = i + cap; p >= 1; p >>= 1) best = min(best, tree[p]);
                total += best == INT_MAX ? -1 : best;
            }
        }
        return total;
    }
};
