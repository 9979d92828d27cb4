// Iterative (bottom-up) segment tree over 2n nodes, each holding the sum, best prefix,
// best suffix and best run of its range. A query folds the nodes of the left side in
// order into one running summary and those of the right side into another (the
// combination is not commutative), then joins the two: O(n) build, O(log n) per query;
// O(n) extra space.
class Solution {
    struct Node {
        long long sum, prefix, suffix, best;
    };

public:
    long long solve(const vector<int>& a, const vector<array<int, 2>>& queries) {
        const long long none = LLONG_MIN / 4;
        int n = a.size();
        vector<Node> tree(2 * n);
        for (int i = 0; i < n; ++i) tree[n + i] = {a[i], a[i], a[i], a[i]};
        for (int i = n - 1; i > 0; --i) {
            const Node& x = tree[2 * i];
            const Node& y = tree[2 * i + 1];
            Node& node = tree[i];
            node.sum = x.sum + y.sum;
            node.prefix = x.prefix > x.sum + y.prefix ? x.prefix : x.sum + y.prefix;
            node.suffix = y.suffix > y.sum + x.suffix ? y.suffix : y.sum + x.suffix;
            node.best = x.best > y.best ? x.best : y.best;
            if (x.suffix + y.prefix > node.best) node.best = x.suffix + y.prefix;
        }
        long long total = 0;
        for (const auto& query : queries) {
            // The final join needs only the left side's best suffix and best run and the
            // right side's best prefix and best run.
            long long leftSuffix = none, leftBest = none, rightPrefix = none, rightBest = none;
            for (int l = query[0] - 1 + n, r = query[1] + n; l < r; l >>= 1, r >>= 1) {
                if (l & 1) {
                    const Node& node = tree[l++];
                    if (node.best > leftBest) leftBest = node.best;
                    if (leftSuffix + node.prefix > leftBest) leftBest = leftSuffix + node.prefix;
                    leftSuffix = node.suffix > leftSuffix + node.sum ? node.suffix : leftSuffix + node.sum;
                }
                if (r & 1) {
                    const Node& node = tree[--r];
                    if (node.best > rightBest) rightBest = node.best;
                    if (node.suffix + rightPrefix > rightBest) rightBest = node.suffix + rightPrefix;
                    rightPrefix = node.prefix > node.sum + rightPrefix ? node.prefix : node.sum + rightPrefix;
                }
            }
            long long best = leftBest > rightBest ? leftBest : rightBest;
            if (leftSuffix + rightPrefix > best) best = leftSuffix + rightPrefix;
            total += best;
        }
        return total;
    }
};
