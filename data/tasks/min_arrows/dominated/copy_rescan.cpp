// Copies the balloons into 64-bit pairs (start, end) and runs the rescanning greedy on the
// copy: the next arrow is the smallest end among balloons starting after the last arrow.
// O(n^2) time like the rescan, plus an O(n) copy: dominated by every baseline.
class Solution {
public:
    int solve(const vector<array<int, 2>>& points) {
        vector<pair<long long, long long>> copy;
        for (const auto& p : points) copy.push_back({p[0], p[1]});
        int arrows = 0;
        long long last = LLONG_MIN;
        while (true) {
            long long next = LLONG_MAX;
            for (const auto& [start, end] : copy)
                if (start > last && end < next) next = end;
            if (next == LLONG_MAX) break;
            ++arrows;
            last = next;
        }
        return arrows;
    }
};
