// The scan over a copy of the prices: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long waitSum(const vector<int>& prices, int k) {
        vector<long long> a(prices.begin(), prices.end());
        int n = (int)a.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long t = a[i] - k;
            int j = i + 1;
            while (j < n && a[j] >= t) ++j;
            total += j - i;
        }
        return total;
    }
};
