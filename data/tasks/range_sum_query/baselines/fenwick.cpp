// Fenwick (binary indexed) tree of 64-bit prefix sums: O(log n) per operation;
// O(n) extra space.
class Solution {
public:
    void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer) {
        int n = a.size();
        vector<long long> tree(n + 1, 0);
        for (int i = 1; i <= n; ++i) {
            tree[i] += a[i - 1];
            int parent = i + (i & -i);
            if (parent <= n) tree[parent] += tree[i];
        }
        for (auto& op : ops) {
            if (op[0] == 1) {
                long long delta = (long long)op[2] - a[op[1] - 1];
                a[op[1] - 1] = op[2];
                for (int i = op[1]; i <= n; i += i & -i) tree[i] += delta;
            } else {
                long long sum = 0;
                for (int i = op[2]; i > 0; i -= i & -i) sum += tree[i];
                for (int i = op[1] - 1; i > 0; i -= i & -i) sum -= tree[i];
                answer.push_back(sum);
            }
        }
    }
};
