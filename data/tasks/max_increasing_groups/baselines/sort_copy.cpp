// Sort a copy of the limits; in increasing order, add each to a running total and open the
// (k+1)-th group whenever the total reaches 1 + 2 + ... + (k+1). O(n log n) time, O(n)
// extra space.
class Solution {
public:
    int maxGroups(const vector<int>& limit) {
        vector<int> s(limit.begin(), limit.end());
        sort(s.begin(), s.end());
        long long total = 0, groups = 0;
        for (int x : s) {
            total += x;
            if (total >= (groups + 1) * (groups + 2) / 2) ++groups;
        }
        return (int)groups;
    }
};
