// Kahn's peeling: a node nobody points to cannot be on a cycle; remove it, which lowers
// its successor's in-degree, and repeat. What is never removed is exactly the union of the
// cycles. O(n) time, O(n) extra space (the in-degrees and a stack of removable nodes).
class Solution {
public:
    int solve(const vector<int>& f) {
        int n = (int)f.size();
        vector<int> indeg(n, 0);
        for (int i = 0; i < n; ++i) ++indeg[f[i]];
        vector<int> stack;
        stack.reserve(n);
        for (int i = 0; i < n; ++i)
            if (indeg[i] == 0) stack.push_back(i);
        int removed = 0;
        while (!stack.empty()) {
            int v = stack.back();
            stack.pop_back();
            ++removed;
            if (--indeg[f[v]] == 0) stack.push_back(f[v]);
        }
        return n - removed;
    }
};
