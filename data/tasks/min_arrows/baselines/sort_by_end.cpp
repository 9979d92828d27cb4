// Greedy over a copy sorted by right end: shoot at the right end of the first balloon not
// yet burst; it bursts every later balloon that starts at or before that point. The copy
// holds 64-bit (end, start) pairs, so no comparison can overflow. O(n log n) time, O(n)
// extra space (16 bytes per balloon).
class Solution {
public:
    int solve(const vector<array<int, 2>>& points) {
        vector<pair<long long, long long>> byEnd(points.size());
        for (size_t i = 0; i < points.size(); ++i) byEnd[i] = {points[i][1], points[i][0]};
        sort(byEnd.begin(), byEnd.end());
        int arrows = 1;
        long long last = byEnd[0].first;
        for (const auto& [end, start] : byEnd) {
            if (start > last) {
                ++arrows;
                last = end;
            }
        }
        return arrows;
    }
};
