// Bellman-Ford: n - 1 rounds over the whole edge list, never stopping early, so O(n m)
// time on every input; O(1) extra space, since the distances live in the output itself.
class Solution {
public:
    void solve(int n, const vector<array<int, 3>>& edges, int source, vector<long long>& dist) {
        const long long unreached = LLONG_MAX;
        dist.assign(n, unreached);
        dist[source] = 0;
        for (int round = 1; round < n; ++round) {
            for (const auto& e : edges) {
                long long from = dist[e[0]];
                if (from != unreached && from + e[2] < dist[e[1]]) dist[e[1]] = from + e[2];
            }
        }
        for (auto& d : dist)
            if (d == unreached) d = -1;
    }
};
