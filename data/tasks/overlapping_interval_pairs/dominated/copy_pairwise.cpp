// Copies both arrays, then tests every pair of the copies: O(n^2) time AND O(n) space.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        vector<long long> a(lo.begin(), lo.end()), b(hi.begin(), hi.end());
        int n = (int)a.size();
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (a[j] <= b[i] && a[i] <= b[j]) ++count;
        return count;
    }
};
