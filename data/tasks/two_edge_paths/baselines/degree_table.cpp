// Every vertex's degree in one table, one scan of the edges; the paths of two edges through
// vertex x are the pairs of its edges, deg(x)(deg(x)-1)/2. O(n + m) time, O(n) extra space.
class Solution {
public:
    long long solve(int n, const vector<int>& u, const vector<int>& v) {
        vector<int> deg(n, 0);
        int m = (int)u.size();
        for (int i = 0; i < m; ++i) {
            ++deg[u[i]];
            ++deg[v[i]];
        }
        long long total = 0;
        for (int x = 0; x < n; ++x) total += (long long)deg[x] * (deg[x] - 1) / 2;
        return total;
    }
};
