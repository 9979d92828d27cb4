// The windows of a in batches of B = max(256, sqrt(n) / 2): a batch's codes (5 bits a letter,
// letter + 1 so that no code is 0; k <= 12 fits 60 bits) go with their counts into an
// open-addressing table of 2B..4B slots, then one rolling pass over b adds, for each window
// of b, the count of its code in the table. Every pair is counted in the batch of its a
// window. O((n / B + 1) m) time, O(sqrt n) extra space (the table of 512-1024 slots, 6-12 KB).
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        const int na = n - k + 1;
        const int B = max(256, (int)sqrt((double)na) / 2);
        int bits = 1;
        while ((1 << bits) < 2 * B) bits++;
        const int cap = 1 << bits, shift = 64 - bits;
        const unsigned long long mask = (k * 5 >= 64) ? ~0ULL : ((1ULL << (5 * k)) - 1);
        vector<unsigned long long> keys(cap);
        vector<int> counts(cap);
        long long total = 0;
        for (int start = 0; start < na; start += B) {
            const int end = min(na, start + B);   // windows start..end-1
            fill(keys.begin(), keys.end(), 0ULL);
            unsigned long long code = 0;
            for (int i = start; i < end + k - 1; i++) {
                code = ((code << 5) | (unsigned long long)(a[i] - 'a' + 1)) & mask;
                if (i >= start + k - 1) {
                    unsigned h = (unsigned)((code * 0x9E3779B97F4A7C15ULL) >> shift);
                    while (keys[h] != 0 && keys[h] != code) h = (h + 1) & (cap - 1);
                    if (keys[h] == 0) { keys[h] = code; counts[h] = 0; }
                    counts[h]++;
                }
            }
            code = 0;
            for (int j = 0; j < m; j++) {
                code = ((code << 5) | (unsigned long long)(b[j] - 'a' + 1)) & mask;
                if (j >= k - 1) {
                    unsigned h = (unsigned)((code * 0x9E3779B97F4A7C15ULL) >> shift);
                    while (keys[h] != 0) {
                        if (keys[h] == code) { total += counts[h]; break; }
                        h = (h + 1) & (cap - 1);
                    }
                }
            }
        }
        return total;
    }
};
