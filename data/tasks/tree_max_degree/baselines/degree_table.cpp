// Every vertex's degree in one table: each non-root vertex adds one to itself (its parent
// edge) and one to its parent (a child). O(n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& parent) {
        int n = (int)parent.size();
        vector<int> deg(n, 0);
        for (int v = 0; v < n; ++v) {
            int p = parent[v];
            if (p >= 0) {
                ++deg[v];
                ++deg[p];
            }
        }
        int best = 0;
        for (int v = 0; v < n; ++v)
            if (deg[v] > best) best = deg[v];
        return best;
    }
};
