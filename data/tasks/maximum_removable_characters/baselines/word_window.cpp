// Binary search on the answer j; each check walks s in windows of 64 positions: one scan of
// removable[0..j) sets, in a single 64-bit word, the bits of the deleted positions that fall
// in the window, then the greedy matches p over the window's letters whose bit is clear.
// A check costs (n / 64) j + n: O(n^2 log k) time, O(1) extra space.
class Solution {
public:
    int solve(const string& s, const string& p, const vector<int>& removable) {
        int n = (int)s.size(), m = (int)p.size(), k = (int)removable.size();
        const int* r = removable.data();
        const char* t = s.data();
        const char* q = p.data();
        int good = 0, bad = k + 1;  // j = good keeps p a subsequence, j = bad does not
        while (bad - good > 1) {
            int j = good + (bad - good) / 2;
            int at = 0;
            for (int base = 0; base < n && at < m; base += 64) {
                unsigned long long mask = 0;
                for (int i = 0; i < j; ++i) {
                    unsigned d = (unsigned)(r[i] - base);
                    if (d < 64) mask |= 1ULL << d;
                }
                int end = min(n, base + 64);
                for (int i = base; i < end && at < m; ++i)
                    if (!((mask >> (i - base)) & 1) && t[i] == q[at]) ++at;
            }
            if (at == m) good = j;
            else bad = j;
        }
        return good;
    }
};
