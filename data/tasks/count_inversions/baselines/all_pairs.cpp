// Compare every pair i < j: n(n-1)/2 comparisons on every input, O(n^2) time, O(1) extra
// space.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        int n = a.size();
        long long inversions = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (a[i] > a[j]) ++inversions;
        return inversions;
    }
};
