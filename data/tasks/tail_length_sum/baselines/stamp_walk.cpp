// One int per node: -1 unseen, -2 on the current walk, else the node's tail length. Walk
// from each unseen node marking -2 until a seen node; a -2 there closes a new cycle, whose
// nodes get 0. Then the walk's nodes get their lengths counting down from the stop's
// length plus the walk's length. Every node is walked at most three times: O(n) time and
// space.
class Solution {
public:
    long long solve(const vector<int>& f) {
        const int* nx = f.data();
        int n = (int)f.size();
        vector<int> d(n, -1);
        long long total = 0;
        for (int x = 0; x < n; ++x) {
            if (d[x] != -1) continue;
            int v = x;
            while (d[v] == -1) {
                d[v] = -2;
                v = nx[v];
            }
            if (d[v] == -2) {
                int u = v;
                do {
                    d[u] = 0;
                    u = nx[u];
                } while (u != v);
            }
            int t = 0;
            for (int u = x; d[u] == -2; u = nx[u]) ++t;
            int len = d[v] + t;
            for (int u = x; d[u] == -2; u = nx[u]) {
                d[u] = len--;
            }
        }
        for (int i = 0; i < n; ++i) total += d[i];
        return total;
    }
};
