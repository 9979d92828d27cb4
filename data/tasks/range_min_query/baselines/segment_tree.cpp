// Iterative (bottom-up) segment tree of minima over 2n nodes: O(n) build, O(log n) per
// query; O(n) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<int, 2>>& queries) {
        int n = a.size();
        vector<long long> tree(2 * n);
        for (int i = 0; i < n; ++i) tree[n + i] = a[i];
        for (int i = n - 1; i > 0; --i) tree[i] = min(tree[2 * i], tree[2 * i + 1]);
        long long total = 0;
        for (const auto& query : queries) {
            long long best = LLONG_MAX;
            for (int l = query[0] - 1 + n, r = query[1] + n; l < r; l >>= 1, r >>= 1) {
                if (l & 1) best = min(best, tree[l++]);
                if (r & 1) best = min(best, tree[--r]);
            }
            total += best;
        }
        return total;
    }
};
