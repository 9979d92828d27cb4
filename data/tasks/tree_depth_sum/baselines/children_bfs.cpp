// Children lists (a vector per vertex), then a breadth-first search from the root
// assigning depths: O(n) time; O(n) extra space, several times the memoised array's. The
// common way to walk a tree: it costs about 10-20x the one-pass array at -O0 (a heap block
// per parent), so it is a second baseline of the linear class, and the limits of row 3 follow it.
class Solution {
public:
    long long solve(const vector<int>& parent) {
        int n = parent.size();
        vector<vector<int>> children(n);
        for (int v = 1; v < n; ++v) children[parent[v]].push_back(v);
        vector<int> depth(n, 0);
        queue<int> q;
        q.push(0);
        long long total = 0;
        while (!q.empty()) {
            int v = q.front();
            q.pop();
            total += depth[v];
            for (int c : children[v]) {
                depth[c] = depth[v] + 1;
                q.push(c);
            }
        }
        return total;
    }
};
