// The rescan over a copy of the array: O(n^2) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        vector<long long> b(a.begin(), a.end());
        size_t n = b.size(), cut = 0;
        int count = 0;
        for (size_t r = 1; r <= n; ++r) {
            long long s = 0;
            for (size_t l = r; l-- > cut;) {
                s += b[l];
                if (s % k == 0) {
                    ++count;
                    cut = r;
                    break;
                }
            }
        }
        return count;
    }
};
