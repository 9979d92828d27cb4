// Sort the taps' segments (clipped to [0, n]) by left end, then sweep: among the segments
// starting inside the part already watered, open the one reaching furthest. O(n log n)
// time, O(n) extra space (n + 1 pairs of ints). A bucket array of furthest reaches per left
// end (the jump-game greedy) is O(n), but at -O0 std::sort is about 11x slower than it,
// so with that array as the reference the limit would fall on the sort's constant factor;
// this reference lets both O(n) and O(n log n) solutions pass every row.
class Solution {
public:
    int solve(int n, const vector<int>& ranges) {
        vector<pair<int, int>> segments(n + 1);
        for (int i = 0; i <= n; ++i) segments[i] = {max(0, i - ranges[i]), min(n, i + ranges[i])};
        sort(segments.begin(), segments.end());
        int taps = 0, watered = 0, next = 0;
        while (watered < n) {
            int furthest = watered;
            while (next <= n && segments[next].first <= watered) {
                if (segments[next].second > furthest) furthest = segments[next].second;
                ++next;
            }
            if (furthest == watered) return -1;
            ++taps;
            watered = furthest;
        }
        return taps;
    }
};
