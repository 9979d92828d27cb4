// The endpoint-event sweep, the form most often written: +1 at every left end, -1 at every
// right end, pushed as (coordinate, delta) pairs and sorted; the length counts where the
// counter is positive. O(n log n) time, O(n) extra space (2n events of 16 bytes, grown by
// push_back: about six times sort-copy's memory, so it sets the O(n) column's limits).
class Solution {
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        vector<pair<long long, int>> events;
        for (size_t i = 0; i < l.size(); ++i) {
            events.push_back({l[i], 1});
            events.push_back({r[i], -1});
        }
        sort(events.begin(), events.end());
        long long total = 0, prev = 0;
        int open = 0;
        for (const auto& e : events) {
            if (open > 0) total += e.first - prev;
            open += e.second;
            prev = e.first;
        }
        return total;
    }
};
