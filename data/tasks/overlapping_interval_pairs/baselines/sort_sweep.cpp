// Sort a copy of the left ends and a copy of the right ends, then merge them with two
// pointers: walking the left ends in increasing order, the pointer into the right ends
// passes every right end below the current left end, and each of those intervals is
// disjoint from (entirely before) the current one. The answer is n(n-1)/2 minus the
// disjoint pairs. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        int n = (int)lo.size();
        vector<int> ls(lo), hs(hi);
        sort(ls.begin(), ls.end());
        sort(hs.begin(), hs.end());
        long long disjoint = 0;
        int p = 0;
        for (int j = 0; j < n; ++j) {
            while (p < n && hs[p] < ls[j]) ++p;
            disjoint += p;
        }
        return (long long)n * (n - 1) / 2 - disjoint;
    }
};
