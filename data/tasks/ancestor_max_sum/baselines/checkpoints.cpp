// About 2 sqrt(n) checkpoint vertices, chosen by a hash of the id (so for any fixed tree a
// climb meets one every ~sqrt(n)/2 steps in expectation), each with the maximum of its whole
// root path: checkpoints are resolved in id order (a checkpoint's nearest checkpoint
// ancestor has a smaller id, so it is already resolved), then every vertex climbs only to
// its first checkpoint ancestor. O(n sqrt n) expected time; O(sqrt n) extra space.
class Solution {
    int stride;
    bool checkpoint(unsigned v) const {
        return ((v * 2654435761u) >> 7) % stride == 0;
    }
public:
    long long solve(const vector<int>& parent, const vector<int>& weight) {
        int n = parent.size();
        stride = max(1, (int)sqrt((double)n) / 2);
        vector<int> ids;  // ascending
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        auto index = [&](int v) { return int(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        int m = ids.size();
        vector<int> top(m);
        for (int i = 0; i < m; ++i) {
            int best = weight[ids[i]], u = parent[ids[i]];
            while (u != -1 && !checkpoint(u)) {
                if (weight[u] > best) best = weight[u];
                u = parent[u];
            }
            if (u != -1) best = max(best, top[index(u)]);
            top[i] = best;
        }
        long long total = 0;
        for (int v = 0; v < n; ++v) {
            int best = weight[v], u = v;
            while (u != -1 && !checkpoint(u)) {
                if (weight[u] > best) best = weight[u];
                u = parent[u];
            }
            if (u != -1) best = max(best, top[index(u)]);
            total += best;
        }
        return total;
    }
};
