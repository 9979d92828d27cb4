// Distinct canonical codes in increasing order, B at a time, B = max(384, sqrt n). One scan
// of the windows appends to a buffer of 2B the codes above the largest code counted so far
// and below a cut; when the buffer is full, nth_element keeps its B smallest and the cut
// drops to the largest of them. Every distinct code up to the final B-th smallest is then in
// the buffer. Each full scan retires at least B windows: O(n / B) scans of O(n) (a
// selection costs O(B) per B appends), O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    static unsigned long long code(char c) {
        switch (c) {
            case 'A': return 0;
            case 'C': return 1;
            case 'G': return 2;
            default: return 3;
        }
    }
public:
    int solve(const string& s, int k) {
        int n = (int)s.size();
        if (n < k) return 0;
        const unsigned long long mask = (1ULL << (2 * k)) - 1;
        const int top = 2 * (k - 1);
        const size_t b = max((size_t)384, (size_t)sqrt((double)(n - k + 1)));
        vector<unsigned long long> buf(2 * b);
        bool started = false;
        unsigned long long last = 0;  // the largest code counted so far
        int count = 0;
        for (;;) {
            size_t used = 0;
            bool cut_set = false, truncated = false;
            unsigned long long cut = 0;
            unsigned long long f = 0, r = 0;
            for (int p = 0; p < n; ++p) {
                unsigned long long x = code(s[p]);
                f = ((f << 2) | x) & mask;
                r = (r >> 2) | ((3 - x) << top);
                if (p < k - 1) continue;
                unsigned long long c = f < r ? f : r;
                if ((started && c <= last) || (cut_set && c >= cut)) continue;
                buf[used++] = c;
                if (used == 2 * b) {
                    nth_element(buf.begin(), buf.begin() + (b - 1), buf.begin() + used);
                    cut = buf[b - 1];
                    cut_set = true;
                    truncated = true;
                    used = b;
                }
            }
            if (used > b) {
                nth_element(buf.begin(), buf.begin() + (b - 1), buf.begin() + used);
                used = b;
                truncated = true;
            }
            if (used == 0) break;
            sort(buf.begin(), buf.begin() + used);
            for (size_t i = 0; i < used; ++i)
                if (i == 0 || buf[i] != buf[i - 1]) ++count;
            last = buf[used - 1];
            started = true;
            if (!truncated && used < b) break;
        }
        return count;
    }
};
