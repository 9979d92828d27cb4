// Dynamic programming over points: best[x] is the fewest taps watering [0, x]; tap i, taken
// in index order, improves every point of its segment from the point where it starts (a
// later tap starting further left contains this one, so it fixes what this one missed).
// O(n + sum of ranges) time, O(n^2) on wide taps, and O(n) extra space: dominated by the
// jump array.
class Solution {
public:
    int solve(int n, const vector<int>& ranges) {
        const int none = INT_MAX;
        vector<int> best(n + 1, none);
        best[0] = 0;
        for (int i = 0; i <= n; ++i) {
            int l = max(0, i - ranges[i]), r = min(n, i + ranges[i]);
            if (best[l] == none) continue;
            for (int x = l + 1; x <= r; ++x) best[x] = min(best[x], best[l] + 1);
        }
        return best[n] == none ? -1 : best[n];
    }
};
