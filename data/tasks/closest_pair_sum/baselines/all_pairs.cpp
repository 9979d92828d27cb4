// Try every pair i < j: O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, long long target) {
        int n = a.size();
        long long best = LLONG_MAX;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                long long d = a[i] + a[j] - target;
                if (d < 0) d = -d;
                if (d < best) best = d;
            }
        return best;
    }
};
