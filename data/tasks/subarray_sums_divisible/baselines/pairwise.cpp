// Every start i, the running sum of a[i..j] kept modulo k as j grows: a subarray counts
// when its residue is 0. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long countSubarrays(const vector<int>& a, int k) {
        int n = (int)a.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            long long r = 0;
            for (int j = i; j < n; ++j) {
                r = (r + a[j]) % k;
                if (r == 0) ++count;
            }
        }
        return count;
    }
};
