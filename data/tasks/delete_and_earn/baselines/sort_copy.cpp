// Sort a copy of the values, then run the house-robber DP over its runs of equal values
// (take/skip: best totals whose last distinct value is taken / not taken; a value adjacent to
// the previous one may only follow skip). O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        sort(b.begin(), b.end());
        long long take = 0, skip = 0;
        int last = 0;
        size_t n = b.size();
        for (size_t i = 0; i < n;) {
            int v = b[i];
            size_t j = i;
            while (j < n && b[j] == v) ++j;
            long long best = max(take, skip);
            take = (long long)v * (long long)(j - i) + (v == last + 1 ? skip : best);
            skip = best;
            last = v;
            i = j;
        }
        return max(take, skip);
    }
};
