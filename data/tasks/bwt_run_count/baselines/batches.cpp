// Suffixes in batches of B = max(256, 4 sqrt n) consecutive start positions, sorted in a
// buffer; one scan over all suffixes binary-searches each among the batch: a suffix j that
// is not in the batch is a candidate successor of the largest batch suffix below it (every
// smaller batch suffix has a nearer one, that batch suffix itself). A batch suffix's
// successor starts as the next one of the sorted batch. Then the BWT letters of each batch
// suffix and of its successor are compared. s[n] == '\0' acts as the sentinel.
// O((n / B + 1) n log B lcp) time, O(sqrt n) extra space (two int arrays of B).
class Solution {
    static bool less(const char* t, int i, int j) {
        while (t[i] == t[j] && t[i] != '\0') { ++i; ++j; }
        return (unsigned char)t[i] < (unsigned char)t[j];
    }
public:
    long long solve(const string& s) {
        const int n = (int)s.size();
        const char* t = s.c_str();
        const int total = n + 1;
        int cap = max(256, (int)(4 * sqrt((double)total)));
        if (cap > total) cap = total;
        vector<int> batch(cap), next(cap);
        long long changes = 0;
        for (int from = 0; from < total; from += cap) {
            int len = min(cap, total - from);
            for (int k = 0; k < len; ++k) batch[k] = from + k;
            sort(batch.begin(), batch.begin() + len, [t](int a, int b) { return less(t, a, b); });
            for (int k = 0; k + 1 < len; ++k) next[k] = batch[k + 1];
            next[len - 1] = -1;
            for (int j = 0; j < total; ++j) {
                if (j >= from && j < from + len) continue;
                int lo = 0, hi = len;  // first batch suffix greater than j
                while (lo < hi) {
                    int mid = (lo + hi) / 2;
                    if (less(t, j, batch[mid])) hi = mid; else lo = mid + 1;
                }
                if (lo == 0) continue;
                int& cand = next[lo - 1];
                if (cand < 0 || less(t, j, cand)) cand = j;
            }
            for (int k = 0; k < len; ++k) {
                if (next[k] < 0) continue;
                char a = batch[k] ? t[batch[k] - 1] : '$', b = next[k] ? t[next[k] - 1] : '$';
                if (a != b) ++changes;
            }
        }
        return changes + 1;
    }
};
