// Compare p with t letter by letter from every start i until the first mismatch: O(n m)
// time on t = "aaa...a", p = "aa...a" (every start matches min(m, n - i) letters), O(1)
// extra space.
class Solution {
public:
    long long solve(const string& t, const string& p) {
        const char* a = t.data();
        const char* b = p.data();
        long long n = t.size(), m = p.size(), total = 0;
        for (long long i = 0; i < n; ++i) {
            long long limit = min(m, n - i), k = 0;
            while (k < limit && a[i + k] == b[k]) ++k;
            total += k;
        }
        return total;
    }
};
