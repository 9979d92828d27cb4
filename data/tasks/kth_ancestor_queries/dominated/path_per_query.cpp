// Stores the whole path from the vertex up to the root for every query, then reads its k-th
// entry: O(depth) time per query (never less than the walk's O(k)) and O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& parent, const vector<int>& nodes, const vector<int>& ks,
               vector<int>& answer) {
        vector<int> path;
        size_t q = nodes.size();
        for (size_t i = 0; i < q; ++i) {
            path.clear();
            for (int v = nodes[i]; v != -1; v = parent[v]) path.push_back(v);
            size_t k = ks[i];
            answer.push_back(k < path.size() ? path[k] : -1);
        }
    }
};
