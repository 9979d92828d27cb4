// The greedy hops to the farthest stone within reach (any shorter hop reaches no farther
// afterwards, so the farthest one is never worse). Each hop is found by one scan for the
// largest position in (cur, cur + d]: O(n * hops) = O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& stones, int d) {
        const int* a = stones.data();
        size_t n = stones.size();
        long long lo = a[0], hi = a[0];
        for (size_t i = 1; i < n; ++i) {
            if (a[i] < lo) lo = a[i];
            if (a[i] > hi) hi = a[i];
        }
        int hops = 0;
        long long cur = lo;
        while (cur < hi) {
            long long reach = cur + d, best = cur;
            for (size_t i = 0; i < n; ++i) {
                long long x = a[i];
                if (x > best && x <= reach) best = x;
            }
            if (best == cur) return -1;
            cur = best;
            ++hops;
        }
        return hops;
    }
};
