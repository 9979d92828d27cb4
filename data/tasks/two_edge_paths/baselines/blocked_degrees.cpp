// Degrees of one block of B = max(1024, sqrt n) consecutive vertex ids at a time: one scan of
// the edges per block counts the endpoints that fall in it, then each vertex x of the block
// adds deg(x)(deg(x)-1)/2 (the pairs of its edges). O(m n / B) = O(n sqrt n) time for m ~ n,
// O(sqrt n) extra space.
class Solution {
public:
    long long solve(int n, const vector<int>& u, const vector<int>& v) {
        int m = (int)u.size();
        int b = max(1024, (int)sqrt((double)n));
        vector<int> cnt(b);
        long long total = 0;
        for (int lo = 0; lo < n; lo += b) {
            fill(cnt.begin(), cnt.end(), 0);
            for (int i = 0; i < m; ++i) {
                unsigned x = (unsigned)(u[i] - lo), y = (unsigned)(v[i] - lo);
                if (x < (unsigned)b) ++cnt[x];
                if (y < (unsigned)b) ++cnt[y];
            }
            for (int k = 0; k < b; ++k) total += (long long)cnt[k] * (cnt[k] - 1) / 2;
        }
        return total;
    }
};
