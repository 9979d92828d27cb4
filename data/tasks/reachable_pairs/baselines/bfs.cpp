// A breadth-first search from every vertex over the out-edges grouped by source
// (compressed rows), marking visited vertices with the source's stamp so nothing is
// cleared between searches: O(n (n + m)) time, O(n + m) extra space.
class Solution {
public:
    long long solve(int n, const vector<pair<int, int>>& edges) {
        vector<int> start(n + 1, 0);
        for (const auto& e : edges) ++start[e.first + 1];
        for (int v = 0; v < n; ++v) start[v + 1] += start[v];
        vector<int> out(edges.size());
        vector<int> fill(start.begin(), start.end() - 1);
        for (const auto& e : edges) out[fill[e.first]++] = e.second;
        vector<int>().swap(fill);

        vector<int> seen(n, -1), queue(n);
        long long pairs = 0;
        for (int s = 0; s < n; ++s) {
            int head = 0, tail = 0;
            queue[tail++] = s;
            seen[s] = s;
            while (head < tail) {
                int u = queue[head++];
                for (int i = start[u]; i < start[u + 1]; ++i) {
                    int v = out[i];
                    if (seen[v] != s) {
                        seen[v] = s;
                        queue[tail++] = v;
                    }
                }
            }
            pairs += tail - 1;
        }
        return pairs;
    }
};
