// The successor scans over a copy of the skills: O(n^2) time and O(n) space, dominated by
// successor-scan (same time, less space) and by the sorts.
class Solution {
public:
    long long minTotalSpread(const vector<int>& a) {
        vector<long long> c(a.begin(), a.end());
        const size_t n = c.size();
        const long long INF = LLONG_MAX / 4;
        long long f[5] = {0, INF, INF, INF, INF};
        long long s[5] = {0, 0, 0, 0, 0};
        long long last = LLONG_MIN;
        size_t taken = 0;
        while (taken < n) {
            long long next = LLONG_MAX;
            size_t count = 0;
            for (size_t i = 0; i < n; ++i) {
                if (c[i] <= last) continue;
                if (c[i] < next) { next = c[i]; count = 1; }
                else if (c[i] == next) ++count;
            }
            for (size_t r = 0; r < count; ++r) {
                for (int j = 4; j > 0; --j) s[j] = s[j - 1];
                s[0] = next;
                long long best = INF;
                for (int k = 3; k <= 5; ++k)
                    if (f[k - 1] < INF) best = min(best, f[k - 1] + next - s[k - 1]);
                for (int j = 4; j > 0; --j) f[j] = f[j - 1];
                f[0] = best;
            }
            taken += count;
            last = next;
        }
        return f[0];
    }
};
