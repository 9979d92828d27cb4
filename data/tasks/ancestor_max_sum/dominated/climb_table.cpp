// Climbs from every vertex like the O(1)-space method, but first stores every root-path
// maximum in an array and sums it afterwards: O(n h) time and O(n) space, dominated by both.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight) {
        int n = parent.size();
        vector<long long> top(n, 0);
        for (int v = 0; v < n; ++v) {
            top[v] = weight[v];
            for (int u = parent[v]; u != -1; u = parent[u])
                if (weight[u] > top[v]) top[v] = weight[u];
        }
        long long total = 0;
        for (long long t : top) total += t;
        return total;
    }
};
