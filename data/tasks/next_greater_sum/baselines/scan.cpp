// Scan right from every i to the first greater value: O(n^2) time on a decreasing array,
// O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        long long sum = 0;
        for (int i = 0; i < n; ++i) {
            int j = i + 1;
            while (j < n && a[j] <= a[i]) ++j;
            sum += j < n ? a[j] : -1;
        }
        return sum;
    }
};
