// Value passes: each pass takes the next S = 256 smallest distinct values above the last
// pass's (a candidate buffer of 2S values, compacted by sort + unique when full, rejects
// anything at or above the S-th smallest kept), then slides the window over the whole array
// counting only those values (binary search in the sorted S) and adds, for every window,
// how many of them reach t copies. A value's windows are counted in the pass that holds it.
// O(n d / S + n log S) time for d distinct values, O(S) = O(sqrt n) extra space.
class Solution {
    static const int S = 256;
public:
    long long solve(const vector<int>& a, int k, int t) {
        int n = a.size();
        vector<int> cand(2 * S), cnt(S);
        long long total = 0, floor = (long long)INT_MIN - 1;  // values > floor are still to be counted
        for (;;) {
            int m = 0;
            long long cut = (long long)INT_MAX + 1;  // values >= cut cannot be among the S smallest
            for (int j = 0; j < n; ++j) {
                int v = a[j];
                // floor < v < cut as one unsigned comparison (two would mispredict)
                if ((unsigned long long)((long long)v - floor - 1) < (unsigned long long)(cut - floor - 1)) {
                    cand[m++] = v;
                    if (m == 2 * S) {
                        sort(cand.begin(), cand.end());
                        m = unique(cand.begin(), cand.end()) - cand.begin();
                        if (m >= S) { m = S; cut = cand[S - 1]; }
                    }
                }
            }
            if (m == 0) break;
            sort(cand.begin(), cand.begin() + m);
            m = unique(cand.begin(), cand.begin() + m) - cand.begin();
            if (m > S) m = S;
            long long lo = cand[0], hi = cand[m - 1];
            unsigned long long span = hi - lo;
            int* vals = cand.data();
            fill(cnt.begin(), cnt.begin() + m, 0);
            long long frequent = 0;
            for (int s = 0; s < n; ++s) {
                int v = a[s];
                if ((unsigned long long)(v - lo) <= span) {
                    int i = lower_bound(vals, vals + m, v) - vals;
                    if (++cnt[i] == t) ++frequent;
                }
                if (s >= k) {
                    int u = a[s - k];
                    if ((unsigned long long)(u - lo) <= span) {
                        int i = lower_bound(vals, vals + m, u) - vals;
                        if (cnt[i]-- == t) --frequent;
                    }
                }
                if (s >= k - 1) total += frequent;
            }
            floor = hi;
        }
        return total;
    }
};
