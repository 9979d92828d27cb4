// Dijkstra's algorithm with a binary heap of (distance, vertex) entries, outdated entries
// skipped when popped, over the out-edges grouped by source vertex (compressed rows):
// O((n + m) log n) time, O(n + m) extra space.
class Solution {
public:
    void solve(int n, const vector<array<int, 3>>& edges, int source, vector<long long>& dist) {
        int m = edges.size();
        vector<int> start(n + 1, 0);
        for (const auto& e : edges) ++start[e[0] + 1];
        for (int v = 0; v < n; ++v) start[v + 1] += start[v];
        vector<pair<int, int>> out(m);  // (target, length), grouped by source
        vector<int> fill(start.begin(), start.end() - 1);
        for (const auto& e : edges) out[fill[e[0]]++] = {e[1], e[2]};
        vector<int>().swap(fill);

        const long long unreached = LLONG_MAX;
        dist.assign(n, unreached);
        dist[source] = 0;
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> heap;
        heap.push({0, source});
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (d != dist[u]) continue;
            for (int i = start[u]; i < start[u + 1]; ++i) {
                long long candidate = d + out[i].second;
                int v = out[i].first;
                if (candidate < dist[v]) {
                    dist[v] = candidate;
                    heap.push({candidate, v});
                }
            }
        }
        for (auto& d : dist)
            if (d == unreached) d = -1;
    }
};
