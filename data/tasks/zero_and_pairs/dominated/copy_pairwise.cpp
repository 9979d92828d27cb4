// The pair loop over a copy of a: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int b) {
        vector<int> c(a.begin(), a.end());
        long long count = 0;
        size_t n = c.size();
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) count += (c[i] & c[j]) == 0;
        return count;
    }
};
