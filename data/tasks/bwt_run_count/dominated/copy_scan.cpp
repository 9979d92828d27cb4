// The successor scan over a copy of the letters as ints (0 the sentinel): O(n^2 lcp) time,
// O(n) extra space.
class Solution {
    static bool less(const int* t, int i, int j) {
        while (t[i] == t[j] && t[i] != 0) { ++i; ++j; }
        return t[i] < t[j];
    }
public:
    long long solve(const string& s) {
        const int n = (int)s.size();
        vector<int> copy(n + 1, 0);
        for (int i = 0; i < n; ++i) copy[i] = (unsigned char)s[i];
        const int* t = copy.data();
        long long changes = 0;
        for (int i = 0; i <= n; ++i) {
            int best = -1;
            for (int j = 0; j <= n; ++j)
                if (less(t, i, j) && (best < 0 || less(t, j, best))) best = j;
            if (best < 0) continue;
            int a = i ? t[i - 1] : '$', b = best ? t[best - 1] : '$';
            if (a != b) ++changes;
        }
        return changes + 1;
    }
};
