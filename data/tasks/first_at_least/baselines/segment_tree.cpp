// Bottom-up segment tree of maxima over a power-of-two number of leaves: climb from leaf l
// until a right sibling holds a value reaching x, then descend to its leftmost such leaf:
// O(n) build, O(log n) per query; O(n) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        int n = a.size();
        int size = 1;
        while (size < n) size *= 2;
        vector<long long> tree(2 * size, LLONG_MIN);
        for (int i = 0; i < n; ++i) tree[size + i] = a[i];
        for (int i = size - 1; i > 0; --i) tree[i] = max(tree[2 * i], tree[2 * i + 1]);
        long long total = 0;
        for (const auto& query : queries) {
            long long x = query[1];
            int node = size + (int)query[0] - 1;
            if (tree[node] < x) {
                // every position of node's subtree from l on is below x; look to the right
                while (node > 1 && ((node & 1) || tree[node + 1] < x)) node >>= 1;
                if (node == 1) {
                    total += n + 1;
                    continue;
                }
                for (++node; node < size;) {
                    node *= 2;
                    if (tree[node] < x) ++node;
                }
            }
            total += node - size + 1;
        }
        return total;
    }
};
