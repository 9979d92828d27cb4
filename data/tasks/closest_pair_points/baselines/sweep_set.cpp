// Sweep line: sort a copy of the points by x and keep the points within the current
// distance d = sqrt(best) to the left of the sweep in a std::set ordered by y. Each new
// point drops the points that fell more than d behind, then is compared with the points
// of the set whose y is within d of its own (a d x 2d box holds O(1) points at pairwise
// distance >= d), then joins the set. O(n log n) time; O(n) extra space (the sorted copy
// and up to n set nodes).
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points) {
        vector<array<int, 2>> p(points);
        sort(p.begin(), p.end());
        int n = p.size();
        set<pair<int, int>> strip;  // (y, x) of the points within d behind the sweep
        long long best = LLONG_MAX;
        int left = 0;
        for (int i = 0; i < n; ++i) {
            long long x = p[i][0], y = p[i][1];
            long long d = (long long)sqrtl((long double)best) + 1;  // covers sqrt(best)
            while (left < i && x - p[left][0] > d) {
                strip.erase({p[left][1], p[left][0]});
                ++left;
            }
            long long low = max<long long>(y - d, INT_MIN);
            for (auto it = strip.lower_bound({(int)low, INT_MIN}); it != strip.end() && it->first <= y + d; ++it) {
                long long dx = x - it->second, dy = y - it->first;
                best = min(best, dx * dx + dy * dy);
            }
            if (best == 0) return 0;
            strip.insert({(int)y, (int)x});
        }
        return best;
    }
};
