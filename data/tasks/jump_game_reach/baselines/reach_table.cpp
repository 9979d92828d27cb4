// The farthest reach of every start, right to left: from s, whatever index j <= reach is
// reached, everything up to reach[j] is, and nothing between j and reach[j] goes further,
// so the walk hops from j to reach[j] + 1. Every hop merges a run into s's, so the build is
// O(n) amortised, and a query O(1); O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& starts) {
        long long total = 0;
        int n = a.size();
        vector<int> reach(n);
        for (int s = n - 1; s >= 0; --s) {
            long long r = min((long long)s + a[s], (long long)n - 1);
            int j = s + 1;
            while (j <= r) {
                r = max(r, (long long)reach[j]);
                j = reach[j] + 1;
            }
            reach[s] = (int)r;
        }
        for (int s : starts) total += reach[s];
        return total;
    }
};
