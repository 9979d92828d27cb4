// Climbs from every vertex like the O(1)-space method, but over copies of both arrays (64-bit):
// O(n h) time and O(n) space, dominated by both.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight, int limit) {
        vector<long long> par(parent.begin(), parent.end()), wt(weight.begin(), weight.end());
        long long n = par.size(), total = 0;
        for (long long v = 0; v < n; ++v) {
            long long pieces = 1, open = wt[v];
            for (long long u = par[v]; u != -1; u = par[u]) {
                if (open + wt[u] <= limit) {
                    open += wt[u];
                } else {
                    ++pieces;
                    open = wt[u];
                }
            }
            total += pieces;
        }
        return total;
    }
};
