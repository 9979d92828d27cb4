// Climb from every vertex to the root, counting the steps: O(sum of depths) = O(n h) time,
// Theta(n^2) on a path; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent) {
        int n = parent.size();
        long long total = 0;
        for (int v = 0; v < n; ++v)
            for (int u = parent[v]; u != -1; u = parent[u]) ++total;
        return total;
    }
};
