// Every value of a against the values of b, the scan stopping at the first b_j within d:
// O(n m) time when few values are close, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<int>& b, long long d) {
        const int* pa = a.data();
        const int* pb = b.data();
        int n = (int)a.size(), m = (int)b.size();
        int lonely = 0;
        for (int i = 0; i < n; ++i) {
            long long lo = (long long)pa[i] - d, hi = (long long)pa[i] + d;
            int j = 0;
            while (j < m && (pb[j] < lo || pb[j] > hi)) ++j;
            lonely += j == m;
        }
        return lonely;
    }
};
