// Climb from every vertex to the root, keeping the largest weight seen: O(sum of depths)
// = O(n h) time, Theta(n^2) on a path; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight) {
        int n = parent.size();
        long long total = 0;
        for (int v = 0; v < n; ++v) {
            int best = weight[v];
            for (int u = parent[v]; u != -1; u = parent[u])
                if (weight[u] > best) best = weight[u];
            total += best;
        }
        return total;
    }
};
