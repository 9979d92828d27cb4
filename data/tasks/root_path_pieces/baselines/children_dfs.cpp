// The textbook form of the linear class: lists of children (a vector per vertex), then an
// iterative depth-first search from the root carrying the greedy's state (pieces so far,
// weight of the open piece) down to every child. O(n) time; O(n) extra space, several times
// the one-pass table's (a heap block per parent, a stack of states).
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight, int limit) {
        int n = parent.size();
        vector<vector<int>> children(n);
        for (int v = 1; v < n; ++v) children[parent[v]].push_back(v);
        // stack entries: vertex, pieces on its path, weight of its open piece
        vector<array<long long, 3>> st;
        st.push_back({0, 1, weight[0]});
        long long total = 0;
        while (!st.empty()) {
            auto [v, pieces, open] = st.back();
            st.pop_back();
            total += pieces;
            for (int c : children[v]) {
                long long w = weight[c];
                if (open + w <= limit)
                    st.push_back({c, pieces, open + w});
                else
                    st.push_back({c, pieces + 1, w});
            }
        }
        return total;
    }
};
