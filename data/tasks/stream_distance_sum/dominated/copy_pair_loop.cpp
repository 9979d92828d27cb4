// The pair loop over a stored copy of the stream: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(int n, long long seed, int b) {
        const unsigned long long A = 6364136223846793005ULL, C = 1442695040888963407ULL;
        vector<int> a(n);
        unsigned long long x = (unsigned long long)seed;
        for (int i = 0; i < n; ++i) {
            x = x * A + C;
            a[i] = (int)(x >> (64 - b));
        }
        long long total = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) total += a[i] > a[j] ? a[i] - a[j] : a[j] - a[i];
        return total;
    }
};
