// For every suffix i of s$ (i = 0..n, suffix n being the sentinel alone), a scan over all
// suffixes finds its successor in sorted order (the smallest suffix greater than it); the
// BWT letters of i and of its successor are the letters before them ('$' before suffix 0).
// r = 1 + the number of suffixes whose letter differs from their successor's.
// Suffixes compare letter by letter; s[n] == '\0' (std::string's terminator) is below every
// letter, so it acts as the sentinel. O(n^2 lcp) time, O(1) extra space.
class Solution {
    static bool less(const char* t, int i, int j) {
        while (t[i] == t[j] && t[i] != '\0') { ++i; ++j; }
        return (unsigned char)t[i] < (unsigned char)t[j];
    }
public:
    long long solve(const string& s) {
        const int n = (int)s.size();
        const char* t = s.c_str();
        long long changes = 0;
        for (int i = 0; i <= n; ++i) {
            int best = -1;
            for (int j = 0; j <= n; ++j)
                if (less(t, i, j) && (best < 0 || less(t, j, best))) best = j;
            if (best < 0) continue;
            char a = i ? t[i - 1] : '$', b = best ? t[best - 1] : '$';
            if (a != b) ++changes;
        }
        return changes + 1;
    }
};
