// Parents come before their children, so one pass in id order fills an array of depths:
// depth[v] = depth[parent[v]] + 1. O(n) time; O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent) {
        int n = parent.size();
        vector<int> depth(n, 0);
        long long total = 0;
        for (int v = 1; v < n; ++v) {
            depth[v] = depth[parent[v]] + 1;
            total += depth[v];
        }
        return total;
    }
};
