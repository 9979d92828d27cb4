// The fewest pieces of a sequence are what the greedy from either end gives (each piece is
// closed only when the next weight does not fit: an exchange argument). So every vertex runs
// the greedy from itself upwards to the root, following parent links: O(depth) per vertex,
// O(n h) time in all, Theta(n^2) on a path; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight, int limit) {
        int n = parent.size();
        long long total = 0;
        for (int v = 0; v < n; ++v) {
            long long pieces = 1;
            int open = weight[v];
            for (int u = parent[v]; u != -1; u = parent[u]) {
                int w = weight[u];
                if (w <= limit - open) {
                    open += w;
                } else {
                    ++pieces;
                    open = w;
                }
            }
            total += pieces;
        }
        return total;
    }
};
