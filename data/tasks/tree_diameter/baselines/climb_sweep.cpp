// The double sweep without memory: the deepest vertex a (depths by climbing to the root) is an
// end of a longest path, and the diameter is a's largest distance, each distance found by the
// ordered walk (the larger of the two ids cannot be the other's ancestor, so it moves up until
// both meet). O(sum of depths + sum of distances from a) = O(n h) time, Theta(n^2) on deep
// trees; O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& parent) {
        int n = parent.size();
        int a = 0, da = 0;
        for (int v = 1; v < n; ++v) {
            int d = 0;
            for (int u = v; u != 0; u = parent[u]) ++d;
            if (d > da) {
                da = d;
                a = v;
            }
        }
        int best = 0;
        for (int w = 0; w < n; ++w) {
            int x = a, y = w, d = 0;
            while (x != y) {
                if (x > y) x = parent[x];
                else y = parent[y];
                ++d;
            }
            if (d > best) best = d;
        }
        return best;
    }
};
