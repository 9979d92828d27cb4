// Key passes: each pass takes the next S = 256 smallest distinct keys above the last pass's
// (a candidate buffer of 2S keys, compacted by sort + unique when full, rejecting anything at
// or above the S-th smallest kept), then replays the whole stream for those keys only
// (binary search among the sorted S, the last printed time of each in an array of S).
// O(n k / S + n log S) time for k distinct keys, O(S) = O(sqrt n) extra space.
class Solution {
    static const int S = 256;
public:
    long long solve(const vector<int>& times, const vector<int>& ids, int d) {
        int n = ids.size();
        vector<int> cand(2 * S);
        vector<long long> last(S);
        long long total = 0, floor = -1;  // keys > floor are still to be replayed
        for (;;) {
            int m = 0;
            long long cut = (long long)INT_MAX + 1;
            for (int j = 0; j < n; ++j) {
                int v = ids[j];
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
            int* keys = cand.data();
            fill(last.begin(), last.begin() + m, LLONG_MIN / 2);
            for (int s = 0; s < n; ++s) {
                int v = ids[s];
                if ((unsigned long long)(v - lo) <= span) {
                    int i = lower_bound(keys, keys + m, v) - keys;
                    if (keys[i] == v && times[s] - last[i] >= d) {
                        last[i] = times[s];
                        total += s + 1;
                    }
                }
            }
            floor = hi;
        }
        return total;
    }
};
