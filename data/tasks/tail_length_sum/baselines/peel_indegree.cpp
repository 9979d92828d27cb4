// Kahn's peeling: nodes of in-degree 0 are removed one by one (their successor's in-degree
// drops); what is never removed is the cycles (length 0). A node's length is its
// successor's plus one, so the removal order read backwards gives every length: O(n) time,
// three ints per node (the heavier form of the linear class).
class Solution {
public:
    long long solve(const vector<int>& f) {
        int n = (int)f.size();
        vector<int> indeg(n, 0), order, d(n, 0);
        order.reserve(n);
        for (int i = 0; i < n; ++i) ++indeg[f[i]];
        for (int i = 0; i < n; ++i)
            if (indeg[i] == 0) order.push_back(i);
        for (size_t h = 0; h < order.size(); ++h) {
            int w = f[order[h]];
            if (--indeg[w] == 0) order.push_back(w);
        }
        long long total = 0;
        for (size_t h = order.size(); h-- > 0;) {
            int v = order[h];
            d[v] = d[f[v]] + 1;
            total += d[v];
        }
        return total;
    }
};
