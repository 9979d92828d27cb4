// Heavy-light decomposition on the parent array: subtree sizes in one pass from the last id
// down (children come after parents), each vertex's heavy child (the largest subtree), then
// depths and chain heads in one pass upwards. A query lifts the end whose chain head is
// deeper to the head's parent until both share a chain (O(log n) light edges); the shallower
// one is the lowest common ancestor. O(n) preprocessing, O(log n) per query, O(n) space.
class Solution {
public:
    void solve(const vector<int>& parent, const vector<int>& us, const vector<int>& vs,
               vector<int>& answer) {
        int n = parent.size();
        vector<int> size(n, 1), heavy(n, -1), head(n), depth(n, 0);
        for (int v = n - 1; v > 0; --v) {
            int p = parent[v];
            size[p] += size[v];
            if (heavy[p] == -1 || size[v] > size[heavy[p]]) heavy[p] = v;
        }
        head[0] = 0;
        for (int v = 1; v < n; ++v) {
            int p = parent[v];
            depth[v] = depth[p] + 1;
            head[v] = heavy[p] == v ? head[p] : v;
        }
        size_t q = us.size();
        for (size_t i = 0; i < q; ++i) {
            int u = us[i], v = vs[i];
            int du = depth[u], dv = depth[v];
            while (head[u] != head[v]) {
                if (depth[head[u]] > depth[head[v]]) u = parent[head[u]];
                else v = parent[head[v]];
            }
            int l = depth[u] < depth[v] ? depth[u] : depth[v];
            answer.push_back(du + dv - 2 * l);
        }
    }
};
