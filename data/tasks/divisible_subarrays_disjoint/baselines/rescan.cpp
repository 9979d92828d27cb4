// Greedy: the subarray that ends first is always worth taking (exchange argument), so scan
// the right end r and, from the last cut, ask whether some a[l..r-1] with l >= cut has a sum
// divisible by k; if so take it and cut at r. The question is answered by summing back from
// r - 1 to the cut. O(n^2) time in the worst case (no cut), O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        size_t n = a.size(), cut = 0;
        int count = 0;
        for (size_t r = 1; r <= n; ++r) {
            long long s = 0;
            for (size_t l = r; l-- > cut;) {
                s += a[l];
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
