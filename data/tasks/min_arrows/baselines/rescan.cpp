// The same greedy without sorting: the next arrow goes to the smallest right end among the
// balloons that start after the last arrow (every balloon starting at or before it is
// already burst), found by a scan of all n balloons. O(n * answer) = O(n^2) time, O(1)
// extra space.
class Solution {
public:
    int solve(const vector<array<int, 2>>& points) {
        int arrows = 0;
        long long last = LLONG_MIN;
        while (true) {
            long long next = LLONG_MAX;
            for (const auto& p : points)
                if (p[0] > last && p[1] < next) next = p[1];
            if (next == LLONG_MAX) break;
            ++arrows;
            last = next;
        }
        return arrows;
    }
};
