// The pairwise running sums over a copy of the array: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long countSubarrays(const vector<int>& a, int k) {
        vector<int> b(a.begin(), a.end());
        int n = (int)b.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            long long r = 0;
            for (int j = i; j < n; ++j) {
                r = (r + b[j]) % k;
                if (r == 0) ++count;
            }
        }
        return count;
    }
};
