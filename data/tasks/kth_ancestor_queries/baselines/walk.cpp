// Climb k parent links from the vertex for every query: O(k) = O(n) per query, O(1) extra
// space (the answers go to the reserved output).
class Solution {
public:
    void solve(const vector<int>& parent, const vector<int>& nodes, const vector<int>& ks,
               vector<int>& answer) {
        size_t q = nodes.size();
        for (size_t i = 0; i < q; ++i) {
            int v = nodes[i];
            for (int k = ks[i]; k > 0 && v != -1; --k) v = parent[v];
            answer.push_back(v);
        }
    }
};
