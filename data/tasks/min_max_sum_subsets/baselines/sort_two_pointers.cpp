// Sort a copy; two pointers from both ends: while s_i + s_j <= target, s_i is the minimum
// of 2^(j-i) subsets whose other elements come from s_(i+1..j). Powers of two in a table.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long target) {
        const long long MOD = 1000000007;
        vector<int> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        int n = (int)s.size();
        vector<int> pw(n);
        pw[0] = 1;
        for (int k = 1; k < n; ++k) pw[k] = (int)(pw[k - 1] * 2LL % MOD);
        long long total = 0;
        int i = 0, j = n - 1;
        while (i <= j) {
            if ((long long)s[i] + s[j] <= target) {
                total += pw[j - i];
                ++i;
            } else {
                --j;
            }
        }
        return (int)(total % MOD);
    }
};
