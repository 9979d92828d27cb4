// Smith's rule as a sum over pairs: in an optimal order (increasing t/w) job i waits for
// every job before it, so the cost is sum_i t_i w_i plus, for every pair {i, j}, the wait
// of the later one for the earlier one, t_first * w_second = min(t_i w_j, t_j w_i) (the
// exchange argument: the pair costs the smaller of its two orders). O(n^2) time, O(1) space.
class Solution {
public:
    long long solve(const vector<int>& t, const vector<int>& w) {
        const int* tp = t.data();
        const int* wp = w.data();
        int n = (int)t.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long ti = tp[i], wi = wp[i];
            long long pairs = 0;  // < n * 10^6: no overflow
            for (int j = i + 1; j < n; ++j) {
                long long a = ti * wp[j], b = tp[j] * wi;
                pairs += a < b ? a : b;
            }
            total += ti * wi + pairs;
        }
        return total;
    }
};
