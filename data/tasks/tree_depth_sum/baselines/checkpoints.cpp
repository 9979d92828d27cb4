// About sqrt(n) checkpoint vertices, chosen by a hash of the id (so for any fixed tree a
// climb meets one every ~sqrt(n) steps in expectation): their depths are found by climbing
// from each to the next checkpoint above it and chaining, then every vertex climbs only to
// its first checkpoint. O(n sqrt n) expected time; O(sqrt n) extra space (checkpoint ids,
// links and depths).
class Solution {
    int stride;
    bool checkpoint(unsigned v) const {
        return ((v * 2654435761u) >> 7) % stride == 0;
    }
public:
    long long solve(const vector<int>& parent) {
        int n = parent.size();
        stride = max(1, (int)sqrt((double)n));
        vector<int> ids;  // ascending
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        auto index = [&](int v) { return int(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        int m = ids.size();
        vector<int> up(m), dist(m);
        for (int i = 0; i < m; ++i) {
            int u = parent[ids[i]], d = 1;
            while (u != -1 && !checkpoint(u)) {
                u = parent[u];
                ++d;
            }
            up[i] = (u == -1 ? -1 : index(u));
            dist[i] = (u == -1 ? d - 1 : d);
        }
        vector<long long> depth(m);
        for (int i = 0; i < m; ++i) {
            long long d = 0;
            for (int j = i; j != -1; j = up[j]) d += dist[j];
            depth[i] = d;
        }
        long long total = 0;
        for (int v = 0; v < n; ++v) {
            int u = v, d = 0;
            while (u != -1 && !checkpoint(u)) {
                u = parent[u];
                ++d;
            }
            total += (u == -1 ? d - 1 : d + depth[index(u)]);
        }
        return total;
    }
};
