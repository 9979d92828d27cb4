// Sort a copy of the points by x, and for each rectangle binary-search its x range and
// test only the points in it: O(n log n + q (log n + points in the x range)), which is
// O(n q) when rectangles span the whole x range (tests `rows`, `cross`), with O(n) extra
// space. Correct, and dominated: as slow as the pairwise test in the worst case and as
// large as the sweep.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points, const vector<array<int, 4>>& rects) {
        vector<array<int, 2>> pts(points);
        sort(pts.begin(), pts.end());
        long long total = 0;
        for (const auto& r : rects) {
            auto lo = lower_bound(pts.begin(), pts.end(), array<int, 2>{r[0], INT_MIN});
            auto hi = upper_bound(pts.begin(), pts.end(), array<int, 2>{r[2], INT_MAX});
            for (auto it = lo; it != hi; ++it)
                if (r[1] <= (*it)[1] && (*it)[1] <= r[3]) ++total;
        }
        return total;
    }
};
