// O(n^2) time, O(1) extra space: every pair.
class Solution {
public:
    long long solve(const vector<int>& a, int k) {
        long long count = 0;
        for (size_t i = 0; i < a.size(); ++i)
            for (size_t j = i + 1; j < a.size(); ++j)
                if ((long long)a[i] + a[j] <= k) ++count;
        return count;
    }
};
