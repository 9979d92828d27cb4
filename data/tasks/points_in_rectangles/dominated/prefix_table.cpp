// A 2D table of prefix counts over the compressed coordinates: cell (i, j) counts the
// points with x among the i smallest distinct x and y among the j smallest distinct y.
// O(1) per rectangle after O(n^2) to fill, but O(n^2) extra space: correct, and
// dominated by the sweep (and in time, at the larger scale, by nothing better than the
// pairwise test).
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points, const vector<array<int, 4>>& rects) {
        vector<int> xs, ys;
        for (const auto& p : points) { xs.push_back(p[0]); ys.push_back(p[1]); }
        sort(xs.begin(), xs.end()); xs.erase(unique(xs.begin(), xs.end()), xs.end());
        sort(ys.begin(), ys.end()); ys.erase(unique(ys.begin(), ys.end()), ys.end());
        size_t w = ys.size() + 1;
        vector<int> table((xs.size() + 1) * w, 0);
        for (const auto& p : points) {
            size_t i = lower_bound(xs.begin(), xs.end(), p[0]) - xs.begin() + 1;
            size_t j = lower_bound(ys.begin(), ys.end(), p[1]) - ys.begin() + 1;
            ++table[i * w + j];
        }
        for (size_t i = 1; i <= xs.size(); ++i)
            for (size_t j = 1; j < w; ++j)
                table[i * w + j] += table[(i - 1) * w + j] + table[i * w + j - 1] - table[(i - 1) * w + j - 1];
        long long total = 0;
        for (const auto& r : rects) {
            size_t x0 = lower_bound(xs.begin(), xs.end(), r[0]) - xs.begin();
            size_t x1 = upper_bound(xs.begin(), xs.end(), r[2]) - xs.begin();
            size_t y0 = lower_bound(ys.begin(), ys.end(), r[1]) - ys.begin();
            size_t y1 = upper_bound(ys.begin(), ys.end(), r[3]) - ys.begin();
            if (x0 >= x1 || y0 >= y1) continue;
            total += table[x1 * w + y1] - table[x0 * w + y1] - table[x1 * w + y0] + table[x0 * w + y0];
        }
        return total;
    }
};
