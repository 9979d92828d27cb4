// The successor-scan search run on a copy of the positions: O(c n log V) time and O(n)
// extra space, dominated by both the scan (same time, less space) and the sorted copy.
class Solution {
public:
    long long solve(const vector<int>& x, int c) {
        vector<int> s(x);
        int n = (int)s.size();
        long long lo = s[0], hi = s[0];
        for (int v : s) {
            lo = min(lo, (long long)v);
            hi = max(hi, (long long)v);
        }
        long long good = 1, bad = (hi - lo) / (c - 1) + 1;
        while (bad - good > 1) {
            long long d = good + (bad - good) / 2;
            long long at = lo;
            int placed = 1;
            while (placed < c && at + d <= hi) {
                long long next = LLONG_MAX;
                for (int i = 0; i < n; ++i)
                    if (s[i] >= at + d && s[i] < next) next = s[i];
                at = next;
                ++placed;
            }
            if (placed >= c) good = d;
            else bad = d;
        }
        return good;
    }
};
