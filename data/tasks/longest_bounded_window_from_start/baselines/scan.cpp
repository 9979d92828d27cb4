// A scan per query: extend the window from the start, keeping its minimum and maximum,
// until the next value would make them differ by more than d. O(window length) per query,
// O(n) in the worst case; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int d, const vector<int>& starts) {
        long long total = 0;
        int n = a.size();
        for (int l : starts) {
            int lo = a[l], hi = a[l];
            int r = l + 1;
            for (; r < n; ++r) {
                int v = a[r];
                if (v < lo) lo = v;
                if (v > hi) hi = v;
                if (hi - lo > d) break;
            }
            total += r - l;
        }
        return total;
    }
};
