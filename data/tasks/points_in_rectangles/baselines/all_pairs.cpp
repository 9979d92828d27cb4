// Test every point against every rectangle: O(n q) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points, const vector<array<int, 4>>& rects) {
        long long total = 0;
        for (const auto& r : rects)
            for (const auto& p : points)
                if (r[0] <= p[0] && p[0] <= r[2] && r[1] <= p[1] && p[1] <= r[3]) ++total;
        return total;
    }
};
