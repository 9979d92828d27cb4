// Bottom-up segment tree whose nodes hold (total, lowest prefix total) of their range; a
// query combines the left-side nodes in order and the right-side nodes in reverse:
// O(n) build, O(log n) per query; O(n) extra space.
class Solution {
    struct Node {
        int total, lowest;
    };
    static Node join(const Node& a, const Node& b) { return {a.total + b.total, min(a.lowest, a.total + b.lowest)}; }

public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        vector<Node> tree(2 * n);
        for (int i = 0; i < n; ++i) {
            int step = s[i] == '(' ? 1 : -1;
            tree[n + i] = {step, min(0, step)};
        }
        for (int i = n - 1; i > 0; --i) tree[i] = join(tree[2 * i], tree[2 * i + 1]);
        long long count = 0;
        for (const auto& query : queries) {
            Node left = {0, 0}, right = {0, 0};
            for (int l = query[0] - 1 + n, r = query[1] + n; l < r; l >>= 1, r >>= 1) {
                if (l & 1) left = join(left, tree[l++]);
                if (r & 1) right = join(tree[--r], right);
            }
            Node all = join(left, right);
            if (all.total == 0 && all.lowest >= 0) ++count;
        }
        return count;
    }
};
