// Every triple i < j < k, summed in 64 bits. O(n^3) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                long long need = -((long long)a[i] + a[j]);
                for (int k = j + 1; k < n; ++k) count += (a[k] == need);
            }
        return count;
    }
};
