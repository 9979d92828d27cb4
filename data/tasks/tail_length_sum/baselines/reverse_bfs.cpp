// The textbook form of the linear class: Kahn's peeling through std::queue finds the
// cycle nodes, then a multi-source BFS from them along reversed edges (a
// vector<vector<int>> of predecessors) gives every tail length. O(n) time and space, with
// a heap block per node that has a predecessor: several times peel-indegree's time and
// memory, so it sets row 3's time limit and the O(n) column.
class Solution {
public:
    long long solve(const vector<int>& f) {
        int n = (int)f.size();
        vector<int> indeg(n, 0);
        for (int v : f) indeg[v]++;
        queue<int> q;
        for (int i = 0; i < n; i++)
            if (indeg[i] == 0) q.push(i);
        vector<bool> removed(n, false);
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            removed[u] = true;
            if (--indeg[f[u]] == 0) q.push(f[u]);
        }
        vector<vector<int>> rev(n);
        for (int i = 0; i < n; i++) rev[f[i]].push_back(i);
        vector<int> dist(n, -1);
        for (int i = 0; i < n; i++)
            if (!removed[i]) {
                dist[i] = 0;
                q.push(i);
            }
        long long total = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            total += dist[u];
            for (int w : rev[u])
                if (dist[w] == -1) {
                    dist[w] = dist[u] + 1;
                    q.push(w);
                }
        }
        return total;
    }
};
