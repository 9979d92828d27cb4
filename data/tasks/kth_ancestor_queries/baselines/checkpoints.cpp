// About sqrt(n)/2 checkpoint vertices chosen by a hash of the id (the root is one too), so
// that any climb meets one every ~stride steps in expectation. Each checkpoint keeps its
// nearest checkpoint ancestor and the distance to it. A query climbs to the first
// checkpoint, jumps along checkpoints while the distance left allows, and climbs the rest:
// O(sqrt n) expected per query (stride steps twice, at most n/stride jumps); O(sqrt n)
// extra space (ids, links, distances of the checkpoints).
class Solution {
    unsigned stride;
    bool checkpoint(unsigned v) const {
        return v == 0 || ((v * 2654435761u) >> 7) % stride == 0;
    }
public:
    void solve(const vector<int>& parent, const vector<int>& nodes, const vector<int>& ks,
               vector<int>& answer) {
        int n = parent.size();
        stride = max(1, (int)sqrt((double)n) / 2);
        vector<int> ids;  // ascending
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        auto index = [&](int v) { return int(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        int m = ids.size();
        vector<int> up(m, -1), dist(m, 0);
        for (int i = 1; i < m; ++i) {  // ids[0] is the root
            int u = parent[ids[i]], d = 1;
            while (!checkpoint(u)) {
                u = parent[u];
                ++d;
            }
            up[i] = index(u);
            dist[i] = d;
        }
        size_t q = nodes.size();
        for (size_t i = 0; i < q; ++i) {
            int v = nodes[i], k = ks[i];
            while (k > 0 && v != -1 && !checkpoint(v)) {
                v = parent[v];
                --k;
            }
            if (k > 0 && v != -1) {
                int c = index(v);
                while (up[c] != -1 && dist[c] <= k) {
                    k -= dist[c];
                    c = up[c];
                }
                v = ids[c];
                for (; k > 0 && v != -1; --k) v = parent[v];
            }
            answer.push_back(v);
        }
    }
};
