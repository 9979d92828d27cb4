// Copies the positions (as long long), then the scan per hop over the copy: quadratic time
// AND linear space. Correct, dominated by every baseline.
class Solution {
public:
    int solve(const vector<int>& stones, int d) {
        vector<long long> a(stones.begin(), stones.end());
        long long lo = *min_element(a.begin(), a.end()), hi = *max_element(a.begin(), a.end());
        int hops = 0;
        long long cur = lo;
        while (cur < hi) {
            long long best = cur;
            for (long long x : a)
                if (x > best && x <= cur + d) best = x;
            if (best == cur) return -1;
            cur = best;
            ++hops;
        }
        return hops;
    }
};
