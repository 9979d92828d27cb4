// Sort a copy by x; for each point scan the later points while their x difference alone
// is still below the best distance. Fast on spread-out points but O(n^2) when most
// points share a narrow x range (test `vstrip`), with O(n) extra space: correct, and
// dominated by the sweep (same memory, worse time) and by all_pairs (same worst-case
// time, more memory).
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points) {
        vector<array<int, 2>> p(points);
        sort(p.begin(), p.end());
        long long best = LLONG_MAX;
        for (size_t i = 0; i < p.size(); ++i)
            for (size_t j = i + 1; j < p.size(); ++j) {
                long long dx = (long long)p[j][0] - p[i][0];
                if (dx * dx >= best) break;
                long long dy = (long long)p[j][1] - p[i][1];
                best = min(best, dx * dx + dy * dy);
            }
        return best;
    }
};
