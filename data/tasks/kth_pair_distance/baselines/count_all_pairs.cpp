// Binary search on the answer d in [0, max - min]; each step counts the pairs with
// distance <= d by checking all n(n-1)/2 pairs. The answer is the least d whose count
// reaches k. O(n^2 log W) time (W = max - min), O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, long long k) {
        const long long* x = a.data();
        int n = a.size();
        long long lowest = x[0], highest = x[0];
        for (int i = 1; i < n; ++i) {
            if (x[i] < lowest) lowest = x[i];
            if (x[i] > highest) highest = x[i];
        }
        long long lo = 0, hi = highest - lowest;
        while (lo < hi) {
            long long d = lo + (hi - lo) / 2;
            long long count = 0;
            for (int i = 0; i < n; ++i) {
                long long v = x[i];
                for (int j = i + 1; j < n; ++j) {
                    long long diff = v > x[j] ? v - x[j] : x[j] - v;
                    if (diff <= d) ++count;
                }
            }
            if (count >= k) hi = d;
            else lo = d + 1;
        }
        return lo;
    }
};
