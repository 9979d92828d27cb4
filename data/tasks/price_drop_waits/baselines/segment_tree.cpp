// A bottom-up minimum segment tree over the prices; each day's wait is a descent to the
// first index after i whose price is below p[i] - k (AtCoder's max_right).
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long waitSum(const vector<int>& prices, int k) {
        int n = (int)prices.size();
        int size = 1;
        while (size < n) size <<= 1;
        vector<int> d(2 * size, INT_MAX);
        for (int i = 0; i < n; ++i) d[size + i] = prices[i];
        for (int v = size - 1; v >= 1; --v) d[v] = min(d[2 * v], d[2 * v + 1]);
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long t = (long long)prices[i] - k;
            int l = i + 1;
            int j = n;
            if (l < n) {
                l += size;
                do {
                    while ((l & 1) == 0) l >>= 1;
                    if (d[l] < t) {
                        while (l < size) {
                            l <<= 1;
                            if (d[l] >= t) ++l;
                        }
                        j = l - size;
                        break;
                    }
                    ++l;
                } while ((l & -l) != l);
            }
            total += j - i;
        }
        return total;
    }
};
