// Dijkstra's algorithm with a linear scan for the nearest unsettled vertex: O(n^2 + m) time,
// O(n + m) extra space. Correct, and dominated by the binary heap: the same space, and far
// slower on large sparse graphs (on dense ones it is about as fast).
class Solution {
public:
    void solve(int n, const vector<array<int, 3>>& edges, int source, vector<long long>& dist) {
        vector<vector<pair<int, int>>> out(n);
        for (const auto& e : edges) out[e[0]].push_back({e[1], e[2]});
        const long long unreached = LLONG_MAX;
        dist.assign(n, unreached);
        dist[source] = 0;
        vector<char> settled(n, 0);
        for (int step = 0; step < n; ++step) {
            int u = -1;
            for (int v = 0; v < n; ++v)
                if (!settled[v] && (u < 0 || dist[v] < dist[u])) u = v;
            if (dist[u] == unreached) break;
            settled[u] = 1;
            for (auto [v, w] : out[u])
                if (dist[u] + w < dist[v]) dist[v] = dist[u] + w;
        }
        for (auto& d : dist)
            if (d == unreached) d = -1;
    }
};
