// The canonical code of every window in a vector, sorted; count the distinct values.
// O(n log n) time, O(n) extra space.
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
        vector<unsigned long long> codes;
        codes.reserve(n - k + 1);
        unsigned long long f = 0, r = 0;
        for (int p = 0; p < n; ++p) {
            unsigned long long x = code(s[p]);
            f = ((f << 2) | x) & mask;
            r = (r >> 2) | ((3 - x) << top);
            if (p >= k - 1) codes.push_back(f < r ? f : r);
        }
        sort(codes.begin(), codes.end());
        return (int)(unique(codes.begin(), codes.end()) - codes.begin());
    }
};
