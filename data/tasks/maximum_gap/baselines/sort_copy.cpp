// Sort a copy and take the largest difference of neighbours: O(n log n) time, O(n) extra
// space. Same cells as the buckets: row 2 separates both from quadratic time, not from
// each other (a log factor; see task.yaml), and this baseline keeps the row's limit loose
// enough for sorting.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        sort(b.begin(), b.end());
        long long best = 0;
        for (size_t i = 1; i < b.size(); ++i) best = max(best, (long long)b[i] - b[i - 1]);
        return best;
    }
};
