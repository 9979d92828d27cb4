// Children lists (a vector per vertex), then a breadth-first search from the root carrying
// the running maximum: O(n) time; O(n) extra space, several times the one-pass array's. The
// common way to walk a tree, so a second baseline of the linear class.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight) {
        int n = parent.size();
        vector<vector<int>> children(n);
        for (int v = 1; v < n; ++v) children[parent[v]].push_back(v);
        vector<int> top(n, 0);
        queue<int> q;
        top[0] = weight[0];
        q.push(0);
        long long total = 0;
        while (!q.empty()) {
            int v = q.front();
            q.pop();
            total += top[v];
            for (int c : children[v]) {
                top[c] = max(weight[c], top[v]);
                q.push(c);
            }
        }
        return total;
    }
};
