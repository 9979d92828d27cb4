// The greedy over the limits in increasing order: keep the running total of the limits
// seen; after each one, if the total reaches 1 + 2 + ... + (k+1), a (k+1)-th group can be
// built (the groups of sizes 1..k+1 take their items from the smallest limits first, so a
// large limit is never wasted). The increasing order is walked one distinct value at a
// time: each step scans the array for the smallest value above the last and its count.
// O(n d) = O(n^2) time (d distinct values), O(1) extra space.
class Solution {
public:
    int maxGroups(const vector<int>& limit) {
        long long total = 0, groups = 0;
        int last = 0;  // every limit is at least 1
        for (;;) {
            int v = 0, count = 0;
            for (int x : limit) {
                if (x <= last) continue;
                if (count == 0 || x < v) { v = x; count = 1; }
                else if (x == v) ++count;
            }
            if (count == 0) break;
            for (int c = 0; c < count; ++c) {
                total += v;
                if (total >= (groups + 1) * (groups + 2) / 2) ++groups;
            }
            last = v;
        }
        return (int)groups;
    }
};
