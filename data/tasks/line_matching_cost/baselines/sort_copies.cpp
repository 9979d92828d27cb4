// The exchange argument: two crossing pairs (a1 < a2 matched to b1 > b2) never cost less
// than the uncrossed ones, so the i-th smallest a takes the i-th smallest b. Sort copies
// of both and sum the differences: O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& b) {
        vector<int> x(a), y(b);
        sort(x.begin(), x.end());
        sort(y.begin(), y.end());
        long long total = 0;
        for (size_t i = 0; i < x.size(); ++i) total += x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
        return total;
    }
};
