// The textbook way: undirected adjacency lists, a breadth-first search from vertex 0 finds
// the farthest vertex a, a second one from a finds the diameter. O(n) time; O(n) extra space,
// several times the height array's (a heap block per vertex). The common form of the linear
// class, so a second baseline of it: the limits of row 3 and the O(n) column follow it.
class Solution {
    vector<vector<int>> adj;
    int bfs(int s, int& far) {
        vector<int> dist(adj.size(), -1);
        queue<int> q;
        q.push(s);
        dist[s] = 0;
        far = s;
        while (!q.empty()) {
            int v = q.front();
            q.pop();
            if (dist[v] > dist[far]) far = v;
            for (int u : adj[v])
                if (dist[u] < 0) {
                    dist[u] = dist[v] + 1;
                    q.push(u);
                }
        }
        return dist[far];
    }
public:
    int solve(const vector<int>& parent) {
        int n = parent.size();
        adj.assign(n, {});
        for (int v = 1; v < n; ++v) {
            adj[v].push_back(parent[v]);
            adj[parent[v]].push_back(v);
        }
        int a, b;
        bfs(0, a);
        return bfs(a, b);
    }
};
