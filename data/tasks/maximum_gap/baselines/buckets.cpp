// Pigeonhole buckets: with min lo and max hi, n - 1 buckets of width ceil((hi - lo) / (n - 1))
// cannot all hold the gap's ends together, because the largest gap is at least that width;
// so the answer is the largest difference between one non-empty bucket's maximum and the
// next non-empty bucket's minimum. O(n) time, O(n) extra space (two values and a flag per
// bucket).
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        if (n < 2) return 0;
        long long lo = a[0], hi = a[0];
        for (int x : a) {
            lo = min(lo, (long long)x);
            hi = max(hi, (long long)x);
        }
        if (lo == hi) return 0;
        long long width = (hi - lo + n - 2) / (n - 1);  // >= 1
        int buckets = (hi - lo) / width + 1;
        vector<int> bmin(buckets), bmax(buckets);
        vector<char> used(buckets, 0);
        for (int x : a) {
            int b = (x - lo) / width;
            if (!used[b]) {
                used[b] = 1;
                bmin[b] = bmax[b] = x;
            } else {
                bmin[b] = min(bmin[b], x);
                bmax[b] = max(bmax[b], x);
            }
        }
        long long best = 0, previous = bmax[0];  // bucket 0 holds lo
        for (int b = 1; b < buckets; ++b) {
            if (!used[b]) continue;
            best = max(best, (long long)bmin[b] - previous);
            previous = bmax[b];
        }
        return best;
    }
};
