// Every pair of prefix sums from an array of them: O(n^2) time like the running sums, but
// O(n) extra space for the prefix sums; dominated by both baselines.
class Solution {
public:
    long long solve(const vector<int>& a, long long lo, long long hi) {
        int n = a.size();
        vector<long long> p(n + 1, 0);
        for (int i = 0; i < n; ++i) p[i + 1] = p[i] + a[i];
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j <= n; ++j)
                if (lo <= p[j] - p[i] && p[j] - p[i] <= hi) ++count;
        return count;
    }
};
