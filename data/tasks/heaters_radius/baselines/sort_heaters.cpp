// Sort a copy of the heaters; each house's nearest heater is the first heater >= it or the
// one before, found by binary search. O((n + m) log m) time, O(m) extra space.
class Solution {
public:
    long long solve(const vector<int>& houses, const vector<int>& heaters) {
        vector<int> s(heaters);
        sort(s.begin(), s.end());
        long long radius = 0;
        for (int h : houses) {
            auto it = lower_bound(s.begin(), s.end(), h);
            long long nearest = LLONG_MAX;
            if (it != s.end()) nearest = (long long)*it - h;
            if (it != s.begin()) nearest = min(nearest, (long long)h - *(it - 1));
            radius = max(radius, nearest);
        }
        return radius;
    }
};
