// Each window's frequent values are counted at their t-th copy from the right: position j
// is that copy for the windows [i, i + k) that hold j and its next t - 1 copies but not its
// t-th next copy. A forward scan of at most k - 1 positions finds those copies.
// O(n k) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int k, int t) {
        long long n = a.size(), total = 0;
        for (long long j = 0; j < n; ++j) {
            long long horizon = min(n, j + k);  // copies at or after j + k are in no window with j
            long long need = j, stop = horizon; // (t-1)-th next copy, t-th next copy
            int seen = 0;
            for (long long p = j + 1; p < horizon && seen < t; ++p) {
                if (a[p] == a[j]) {
                    ++seen;
                    if (seen == t - 1) need = p;
                    if (seen == t) stop = p;
                }
            }
            if (seen < t - 1) continue;
            // window starts i: i <= j, i + k - 1 >= need, i + k - 1 < stop, 0 <= i <= n - k
            long long lo = max(0LL, need - k + 1), hi = min(j, min(n - k, stop - k));
            if (hi >= lo) total += hi - lo + 1;
        }
        return total;
    }
};
