// Climbs from every vertex like the O(1)-space method, but first stores every depth in an
// array and sums it afterwards: O(n h) time and O(n) space, dominated by both.
class Solution {
public:
    long long solve(const vector<int>& parent) {
        int n = parent.size();
        vector<long long> depth(n, 0);
        for (int v = 0; v < n; ++v)
            for (int u = parent[v]; u != -1; u = parent[u]) ++depth[v];
        long long total = 0;
        for (long long d : depth) total += d;
        return total;
    }
};
