// Walk from every unvisited node, stamping each node with the walk's start, until a
// stamped node x is met: if x carries this walk's stamp, the walk closed a new cycle
// through x, whose length is counted by going round it once. Every node is stamped once:
// O(n) time, O(n) extra space (one int per node).
class Solution {
public:
    int solve(const vector<int>& f) {
        int n = (int)f.size();
        vector<int> stamp(n, -1);
        int count = 0;
        for (int i = 0; i < n; ++i) {
            if (stamp[i] >= 0) continue;
            int x = i;
            while (stamp[x] < 0) {
                stamp[x] = i;
                x = f[x];
            }
            if (stamp[x] == i) {
                int y = f[x];
                ++count;
                while (y != x) {
                    ++count;
                    y = f[y];
                }
            }
        }
        return count;
    }
};
