// The greedy from the root downwards has a two-number state per vertex (pieces so far, weight
// of the open piece), and a child's state follows from its parent's. Parents come before
// their children, so one pass in id order fills both arrays. O(n) time; O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight, int limit) {
        int n = parent.size();
        vector<int> pieces(n), open(n);
        pieces[0] = 1;
        open[0] = weight[0];
        long long total = 1;
        for (int v = 1; v < n; ++v) {
            int p = parent[v], w = weight[v];
            if (w <= limit - open[p]) {
                pieces[v] = pieces[p];
                open[v] = open[p] + w;
            } else {
                pieces[v] = pieces[p] + 1;
                open[v] = w;
            }
            total += pieces[v];
        }
        return total;
    }
};
