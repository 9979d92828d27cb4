// Binary search on the answer j; each check walks s in windows of W = 64 B positions,
// B = max(512, sqrt n / 2) words: one scan of removable[0..j) sets the bits of the deleted
// positions that fall in the window, then the greedy matches p over the window's letters
// whose bit is clear. A check costs (n / W) j + n: O(n sqrt n log k) time at most, O(sqrt n)
// extra space (the B words of the bitmap).
class Solution {
public:
    int solve(const string& s, const string& p, const vector<int>& removable) {
        int n = (int)s.size(), m = (int)p.size(), k = (int)removable.size();
        size_t b = max((size_t)512, (size_t)(sqrt((double)n) / 2));
        const unsigned width = (unsigned)(64 * b);
        vector<unsigned long long> bits(b);
        unsigned long long* w = bits.data();
        const int* r = removable.data();
        const char* t = s.data();
        const char* q = p.data();
        int good = 0, bad = k + 1;  // j = good keeps p a subsequence, j = bad does not
        while (bad - good > 1) {
            int j = good + (bad - good) / 2;
            int at = 0;
            for (int base = 0; base < n && at < m; base += (int)width) {
                fill(bits.begin(), bits.end(), 0ULL);
                for (int i = 0; i < j; ++i) {
                    unsigned d = (unsigned)(r[i] - base);
                    if (d < width) w[d >> 6] |= 1ULL << (d & 63);
                }
                int end = (int)min((long long)n, (long long)base + width);
                for (int i = base; i < end && at < m; ++i) {
                    unsigned d = (unsigned)(i - base);
                    if (!((w[d >> 6] >> (d & 63)) & 1) && t[i] == q[at]) ++at;
                }
            }
            if (at == m) good = j;
            else bad = j;
        }
        return good;
    }
};
