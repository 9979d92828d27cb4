// Binary search on the answer d; each check places the balls greedily from the smallest
// position, finding the next ball as the smallest position >= last + d by one scan of the
// read-only array. O(c n log V) time (O(n^2 log V) when c is about n), O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& x, int c) {
        const int* p = x.data();
        int n = (int)x.size();
        long long lo = p[0], hi = p[0];
        for (int i = 1; i < n; ++i) {
            if (p[i] < lo) lo = p[i];
            if (p[i] > hi) hi = p[i];
        }
        const long long first = lo, last = hi;
        long long good = 1, bad = (last - first) / (c - 1) + 1;  // d = good is feasible, d = bad is not
        while (bad - good > 1) {
            long long d = good + (bad - good) / 2;
            long long at = first;
            int placed = 1;
            while (placed < c) {
                long long target = at + d;
                if (target > last) break;
                // the smallest p[i] - target that is >= 0: below target it wraps to a huge value
                unsigned long long gap = ULLONG_MAX;
                for (int i = 0; i < n; ++i) gap = min(gap, (unsigned long long)(p[i] - target));
                at = target + (long long)gap;
                ++placed;
            }
            if (placed >= c) good = d;
            else bad = d;
        }
        return good;
    }
};
