// The rescan over a copy of the array: O(n k) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& input, int k, int t) {
        vector<int> a(input);
        long long n = a.size(), total = 0;
        for (long long j = 0; j < n; ++j) {
            long long horizon = min(n, j + k), need = j, stop = horizon;
            int seen = 0;
            for (long long p = j + 1; p < horizon && seen < t; ++p) {
                if (a[p] == a[j]) {
                    ++seen;
                    if (seen == t - 1) need = p;
                    if (seen == t) stop = p;
                }
            }
            if (seen < t - 1) continue;
            long long lo = max(0LL, need - k + 1), hi = min(j, min(n - k, stop - k));
            if (hi >= lo) total += hi - lo + 1;
        }
        return total;
    }
};
