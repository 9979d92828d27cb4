// The pair loop over copies of both arrays: O(n m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const vector<int>& houses, const vector<int>& heaters) {
        vector<long long> hs(houses.begin(), houses.end());
        vector<long long> ts(heaters.begin(), heaters.end());
        long long radius = 0;
        for (long long h : hs) {
            long long nearest = LLONG_MAX;
            for (long long t : ts) {
                nearest = min(nearest, h > t ? h - t : t - h);
                if (nearest <= radius) break;
            }
            radius = max(radius, nearest);
        }
        return radius;
    }
};
