// a[i] * a[j] is a perfect square exactly when a[i] and a[j] have the same square-free
// kernel: compute every kernel by trial division into a copy, sort it and count
// c (c - 1) / 2 pairs in each run of c equal kernels. O(n sqrt V + n log n) time, O(n) extra
// space.
class Solution {
    static int kernel(int x) {
        int k = 1;
        for (int d = 2; d * d <= x; ++d) {
            if (x % d == 0) {
                int odd = 0;
                while (x % d == 0) {
                    x /= d;
                    odd ^= 1;
                }
                if (odd) k *= d;
            }
        }
        return k * x;
    }
public:
    long long solve(const vector<int>& a) {
        size_t n = a.size();
        vector<int> ks(n);
        for (size_t i = 0; i < n; ++i) ks[i] = kernel(a[i]);
        sort(ks.begin(), ks.end());
        long long count = 0;
        for (size_t i = 0; i < n;) {
            size_t j = i;
            while (j < n && ks[j] == ks[i]) ++j;
            long long c = (long long)(j - i);
            count += c * (c - 1) / 2;
            i = j;
        }
        return count;
    }
};
