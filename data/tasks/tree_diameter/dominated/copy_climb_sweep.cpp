// The climbing double sweep over a copy of the parent array: O(n h) time and O(n) space,
// dominated by every baseline.
class Solution {
public:
    int solve(const vector<int>& parent) {
        vector<int> p(parent.begin(), parent.end());
        int n = p.size();
        int a = 0, da = 0;
        for (int v = 1; v < n; ++v) {
            int d = 0;
            for (int u = v; u != 0; u = p[u]) ++d;
            if (d > da) {
                da = d;
                a = v;
            }
        }
        int best = 0;
        for (int w = 0; w < n; ++w) {
            int x = a, y = w, d = 0;
            while (x != y) {
                if (x > y) x = p[x];
                else y = p[y];
                ++d;
            }
            if (d > best) best = d;
        }
        return best;
    }
};
