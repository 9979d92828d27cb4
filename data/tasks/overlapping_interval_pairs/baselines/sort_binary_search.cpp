// Sort a copy of the right ends; the intervals entirely before interval j are those whose
// right end is below lo_j, counted by lower_bound. The answer is n(n-1)/2 minus those
// disjoint pairs. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        int n = (int)lo.size();
        vector<int> hs(hi);
        sort(hs.begin(), hs.end());
        long long disjoint = 0;
        for (int j = 0; j < n; ++j)
            disjoint += lower_bound(hs.begin(), hs.end(), lo[j]) - hs.begin();
        return (long long)n * (n - 1) / 2 - disjoint;
    }
};
