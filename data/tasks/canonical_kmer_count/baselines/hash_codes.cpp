// The canonical code of every window inserted into a hash set (std::unordered_set, reserved
// for all windows); its size is the answer. O(n) expected time, O(n) extra space: the
// sort's class with the form most often written, about 3x the sort's time at -O0.
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
        unordered_set<unsigned long long> seen;
        seen.reserve(n - k + 1);
        unsigned long long f = 0, r = 0;
        for (int p = 0; p < n; ++p) {
            unsigned long long x = code(s[p]);
            f = ((f << 2) | x) & mask;
            r = (r >> 2) | ((3 - x) << top);
            if (p >= k - 1) seen.insert(f < r ? f : r);
        }
        return (int)seen.size();
    }
};
