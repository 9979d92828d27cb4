// Every window's canonical code stored first, then each compared with all earlier ones:
// the pairwise scan's O(n^2) time with the sort's O(n) extra space.
class Solution {
public:
    int solve(const string& s, int k) {
        int n = (int)s.size();
        if (n < k) return 0;
        const unsigned long long mask = (1ULL << (2 * k)) - 1;
        vector<unsigned long long> codes;
        unsigned long long f = 0, r = 0;
        for (int p = 0; p < n; ++p) {
            unsigned long long x = string("ACGT").find(s[p]);
            f = ((f << 2) | x) & mask;
            r = (r >> 2) | ((3 - x) << (2 * (k - 1)));
            if (p >= k - 1) codes.push_back(min(f, r));
        }
        int count = 0;
        for (size_t j = 0; j < codes.size(); ++j) {
            size_t i = 0;
            while (i < j && codes[i] != codes[j]) ++i;
            if (i == j) ++count;
        }
        return count;
    }
};
