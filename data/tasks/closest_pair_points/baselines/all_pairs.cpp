// Every pair i < j: n(n-1)/2 squared distances in 64-bit arithmetic, O(n^2) time, O(1)
// extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points) {
        int n = points.size();
        long long best = LLONG_MAX;
        for (int i = 0; i < n; ++i) {
            long long xi = points[i][0], yi = points[i][1];
            for (int j = i + 1; j < n; ++j) {
                long long dx = points[j][0] - xi, dy = points[j][1] - yi;
                long long d = dx * dx + dy * dy;
                if (d < best) best = d;
            }
        }
        return best;
    }
};
