// Every house against every heater: the distance to its nearest heater is the smallest
// |house - heater|, and the radius is the largest of those. A house's scan stops early once
// a heater within the radius found so far turns up (it cannot raise the radius).
// O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& houses, const vector<int>& heaters) {
        long long radius = 0;
        for (int h : houses) {
            long long nearest = LLONG_MAX;
            for (int t : heaters) {
                long long d = (long long)h - t;
                if (d < 0) d = -d;
                if (d < nearest) {
                    nearest = d;
                    if (nearest <= radius) break;
                }
            }
            if (nearest > radius) radius = nearest;
        }
        return radius;
    }
};
