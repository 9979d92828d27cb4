// The sorted distinct values walked upwards from the minimum: each step scans the whole
// array for the successor of the current value (the smallest value greater than it), and
// the answer is the largest step (copies of a value add nothing: their difference is 0).
// O(n d) time for d distinct values, O(n^2) on distinct input, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        if (n < 2) return 0;
        long long cur = a[0], best = 0;
        for (int i = 1; i < n; ++i) cur = min(cur, (long long)a[i]);
        for (;;) {
            long long next = LLONG_MAX;
            for (int j = 0; j < n; ++j)
                if (a[j] > cur && a[j] < next) next = a[j];
            if (next == LLONG_MAX) break;
            best = max(best, next - cur);
            cur = next;
        }
        return best;
    }
};
