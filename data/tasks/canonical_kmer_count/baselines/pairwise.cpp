// For every window j, roll over the windows before it and count j only when none has the
// same canonical code (the smaller of the 2k-bit codes of the k-mer and of its reverse
// complement). O(n^2) time, O(1) extra space.
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
        unsigned long long fwd = 0, rev = 0;
        for (int p = 0; p < k - 1; ++p) {
            unsigned long long x = code(s[p]);
            fwd = ((fwd << 2) | x) & mask;
            rev = (rev >> 2) | ((3 - x) << top);
        }
        int count = 0;
        for (int j = 0; j + k <= n; ++j) {
            unsigned long long x = code(s[j + k - 1]);
            fwd = ((fwd << 2) | x) & mask;
            rev = (rev >> 2) | ((3 - x) << top);
            unsigned long long cj = fwd < rev ? fwd : rev;
            unsigned long long f = 0, r = 0;
            for (int p = 0; p < k - 1 && p < j + k - 1; ++p) {
                unsigned long long y = code(s[p]);
                f = ((f << 2) | y) & mask;
                r = (r >> 2) | ((3 - y) << top);
            }
            bool seen = false;
            for (int i = 0; i < j; ++i) {
                unsigned long long y = code(s[i + k - 1]);
                f = ((f << 2) | y) & mask;
                r = (r >> 2) | ((3 - y) << top);
                if ((f < r ? f : r) == cj) {
                    seen = true;
                    break;
                }
            }
            if (!seen) ++count;
        }
        return count;
    }
};
