// The same class as sort-copy in the form most often written: a sorted copy and the whole
// table f[0..n] of 64-bit values. O(n log n) time, O(n) extra space (12 bytes a skill).
class Solution {
public:
    long long minTotalSpread(const vector<int>& a) {
        vector<int> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        const int n = (int)s.size();
        const long long INF = LLONG_MAX / 4;
        vector<long long> f(n + 1, INF);
        f[0] = 0;
        for (int i = 3; i <= n; ++i)
            for (int k = 3; k <= 5 && k <= i; ++k)
                if (f[i - k] < INF) f[i] = min(f[i], f[i - k] + s[i - 1] - s[i - k]);
        return f[n];
    }
};
