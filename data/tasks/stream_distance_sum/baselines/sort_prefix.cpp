// Generate the stream into an array and sort it: the value of sorted rank r is the larger
// of r pairs and the smaller of n - 1 - r, so it adds a_(r) (2r - n + 1).
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(int n, long long seed, int b) {
        const unsigned long long A = 6364136223846793005ULL, C = 1442695040888963407ULL;
        int shift = 64 - b;
        vector<int> a(n);
        unsigned long long x = (unsigned long long)seed;
        for (int i = 0; i < n; ++i) {
            x = x * A + C;
            a[i] = (int)(x >> shift);
        }
        sort(a.begin(), a.end());
        long long total = 0;
        for (int r = 0; r < n; ++r) total += (long long)a[r] * (2LL * r - n + 1);
        return total;
    }
};
