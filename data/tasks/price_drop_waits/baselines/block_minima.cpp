// Minima of blocks of B = sqrt(n) / 4 prices (4 sqrt n of them). A day's wait: the rest of
// its block, then whole blocks skipped while their minimum is >= p[i] - k, then a scan of
// the first block that holds a lower price. O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
public:
    long long waitSum(const vector<int>& prices, int k) {
        int n = (int)prices.size();
        int b = max(8, (int)(sqrt((double)n) / 4));
        int nb = (n + b - 1) / b;
        vector<int> mins(nb, INT_MAX);
        for (int i = 0; i < n; ++i) mins[i / b] = min(mins[i / b], prices[i]);
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long t = (long long)prices[i] - k;
            int j = i + 1;
            int end = min(n, (i / b + 1) * b);
            while (j < end && prices[j] >= t) ++j;
            if (j == end && j < n) {
                int blk = j / b;
                while (blk < nb && mins[blk] >= t) ++blk;
                if (blk == nb) {
                    j = n;
                } else {
                    j = blk * b;
                    while (prices[j] >= t) ++j;
                }
            }
            total += j - i;
        }
        return total;
    }
};
