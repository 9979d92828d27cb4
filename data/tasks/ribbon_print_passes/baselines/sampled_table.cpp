// A sampled next-occurrence table: at every B-th position k*B (B = 8 sqrt n) the first
// position >= k*B of each of the 64 codes (n when none), built by one backward scan. The
// next c from pos: scan at most to the next sample; if c is not there, read the sample's
// entry; if the sample says none, a new pass starts and sample 0 answers (none: -1).
// O(n + m B) time, O(64 n / B) = O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& ribbon, const vector<int>& message) {
        const int n = (int)ribbon.size();
        int B = 8 * (int)sqrt((double)n);
        if (B < 64) B = 64;
        const int samples = (n + B - 1) / B + 1;  // sample k at k*B, the last at >= n
        vector<int> table((size_t)samples * 64);
        int cur[64];
        for (int c = 0; c < 64; ++c) cur[c] = n;
        for (int c = 0; c < 64; ++c) table[(size_t)(samples - 1) * 64 + c] = n;
        for (int k = samples - 2; k >= 0; --k) {
            int lo = k * B, hi = lo + B < n ? lo + B : n;
            for (int i = hi - 1; i >= lo; --i) cur[ribbon[i]] = i;
            for (int c = 0; c < 64; ++c) table[(size_t)k * 64 + c] = cur[c];
        }
        int pos = 0, passes = 1;
        for (int c : message) {
            int k = (pos + B - 1) / B;
            int stop = k * B < n ? k * B : n;
            int i = pos;
            while (i < stop && ribbon[i] != c) ++i;
            if (i == stop) {
                i = table[(size_t)k * 64 + c];
                if (i >= n) {
                    ++passes;
                    i = table[c];
                    if (i >= n) return -1;
                }
            }
            pos = i + 1;
        }
        return passes;
    }
};
