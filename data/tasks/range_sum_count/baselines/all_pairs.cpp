// Every subarray, extending a running sum from each start: O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, long long lo, long long hi) {
        int n = a.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            long long sum = 0;
            for (int j = i; j < n; ++j) {
                sum += a[j];
                if (lo <= sum && sum <= hi) ++count;
            }
        }
        return count;
    }
};
