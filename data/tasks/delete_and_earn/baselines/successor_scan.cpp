// Taking a value v earns v for every copy of v and forbids v - 1 and v + 1, so the answer is a
// house-robber DP over the distinct values in increasing order: with take/skip the best totals
// whose last distinct value is taken / not taken, a value adjacent to the previous one may
// only follow skip. The increasing order is walked by successor scans: one scan per distinct
// value finds the smallest value above the last one and counts its copies.
// O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        long long take = 0, skip = 0;
        int last = 0;  // values are >= 1
        for (;;) {
            int next = INT_MAX;
            long long copies = 0;
            for (int i = 0; i < n; ++i) {
                int v = p[i];
                if (v <= last) continue;
                if (v < next) {
                    next = v;
                    copies = 1;
                } else if (v == next) {
                    ++copies;
                }
            }
            if (copies == 0) break;
            long long best = max(take, skip);
            take = (long long)next * copies + (next == last + 1 ? skip : best);
            skip = best;
            last = next;
        }
        return max(take, skip);
    }
};
