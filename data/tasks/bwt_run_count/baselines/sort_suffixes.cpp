// The suffix array by sorting the n + 1 start positions with a letter-by-letter suffix
// comparison (s[n] == '\0' acts as the sentinel), then one pass over it counts the places
// where the BWT letter changes. O(n log n lcp) time, O(n) extra space (the index array).
class Solution {
public:
    long long solve(const string& s) {
        const int n = (int)s.size();
        const char* t = s.c_str();
        vector<int> sa(n + 1);
        for (int i = 0; i <= n; ++i) sa[i] = i;
        sort(sa.begin(), sa.end(), [t](int i, int j) {
            while (t[i] == t[j] && t[i] != '\0') { ++i; ++j; }
            return (unsigned char)t[i] < (unsigned char)t[j];
        });
        long long runs = 1;
        for (int k = 1; k <= n; ++k) {
            char a = sa[k - 1] ? t[sa[k - 1] - 1] : '$', b = sa[k] ? t[sa[k] - 1] : '$';
            if (a != b) ++runs;
        }
        return runs;
    }
};
