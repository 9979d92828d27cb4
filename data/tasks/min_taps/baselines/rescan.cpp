// The same greedy without the array: with [0, watered] covered, a scan over all taps finds
// the furthest point reached by a tap whose segment starts inside it, and that tap is
// opened next. O(n * answer) = O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(int n, const vector<int>& ranges) {
        int taps = 0, watered = 0;
        while (watered < n) {
            int furthest = watered;
            for (int i = 0; i <= n; ++i)
                if (i - ranges[i] <= watered && i + ranges[i] > furthest) furthest = i + ranges[i];
            if (furthest == watered) return -1;
            ++taps;
            watered = furthest;
        }
        return taps;
    }
};
