// The pair loop over a copy of the values: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<long long> v(a.begin(), a.end());
        size_t n = v.size();
        long long count = 0;
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) {
                long long p = v[i] * v[j];
                long long r = (long long)(sqrt((double)p) + 0.5);
                if (r * r == p) ++count;
            }
        return count;
    }
};
