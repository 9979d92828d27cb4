// Sort a copy of the skills, then run f(i) = min over k in {3, 4, 5} of
// f(i-k) + s_i - s_{i-k+1} (teams are runs of the sorted order; a team of six or more splits
// into two of three or more at no cost) keeping the last five values of f.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long minTotalSpread(const vector<int>& a) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        const int n = (int)s.size();
        const long long INF = LLONG_MAX / 4;
        long long f[6] = {0, INF, INF, INF, INF, INF};  // f[j] = f(i - j)
        for (int i = 1; i <= n; ++i) {
            long long best = INF;
            for (int k = 3; k <= 5 && k <= i; ++k)
                if (f[k - 1] < INF) best = min(best, f[k - 1] + s[i - 1] - s[i - k]);
            for (int j = 5; j > 0; --j) f[j] = f[j - 1];
            f[0] = best;
        }
        return f[0];
    }
};
