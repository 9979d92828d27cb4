// Sum over subarrays of the number of distinct values (LeetCode 2262's total appeal, over
// integers). A subarray's distinct count is the number of its positions i holding the first
// copy of a[i] inside it, i.e. with prev(i) < l, where prev(i) is the last j < i with
// a[j] = a[i] (or -1). So position i is counted by (i - prev(i)) * (n - i) subarrays; as a DP,
// the sum over subarrays ending at i is f(i) = f(i-1) + i - prev(i). Here prev(i) is found by
// scanning left from i - 1, stopping at the first copy: O(n^2) time on far or missing
// repeats, O(1) extra space.
class Solution {
public:
    long long totalDistinct(const vector<int>& a) {
        int n = (int)a.size();
        long long total = 0, f = 0;
        for (int i = 0; i < n; ++i) {
            int v = a[i], p = i - 1;
            while (p >= 0 && a[p] != v) --p;
            f += i - p;
            total += f;
        }
        return total;
    }
};
