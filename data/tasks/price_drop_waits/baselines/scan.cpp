// Each day's wait by one scan to the right for the first price below p[i] - k.
// O(n^2) time in the worst case (waits of order n), O(1) extra space.
class Solution {
public:
    long long waitSum(const vector<int>& prices, int k) {
        int n = (int)prices.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long t = (long long)prices[i] - k;
            int j = i + 1;
            while (j < n && prices[j] >= t) ++j;
            total += j - i;
        }
        return total;
    }
};
