// All pairs over a copy sorted by x: the sort does not prune anything, so this is
// O(n^2) time like all_pairs with O(n) extra space like the sweep. Correct, and dominated.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points) {
        vector<array<int, 2>> p(points);
        sort(p.begin(), p.end());
        long long best = LLONG_MAX;
        for (size_t i = 0; i < p.size(); ++i)
            for (size_t j = i + 1; j < p.size(); ++j) {
                long long dx = (long long)p[j][0] - p[i][0], dy = (long long)p[j][1] - p[i][1];
                best = min(best, dx * dx + dy * dy);
            }
        return best;
    }
};
