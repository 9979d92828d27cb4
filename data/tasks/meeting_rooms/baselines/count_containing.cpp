// The most meetings open at one moment are open just after some meeting begins, so for
// every start time count the meetings j with start[j] <= t < end[j] and take the largest
// count. O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& start, const vector<int>& end) {
        int n = start.size(), best = 0;
        for (int i = 0; i < n; ++i) {
            int t = start[i], open = 0;
            for (int j = 0; j < n; ++j) open += (start[j] <= t) & (t < end[j]);
            if (open > best) best = open;
        }
        return best;
    }
};
