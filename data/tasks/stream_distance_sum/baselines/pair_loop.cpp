// Every pair, regenerating the stream: for each value, continue the generator from its
// state to meet every later value. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(int n, long long seed, int b) {
        const unsigned long long A = 6364136223846793005ULL, C = 1442695040888963407ULL;
        int shift = 64 - b;
        unsigned long long x = (unsigned long long)seed;
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            x = x * A + C;
            long long v = (long long)(x >> shift);
            unsigned long long y = x;
            for (int j = i + 1; j < n; ++j) {
                y = y * A + C;
                long long w = (long long)(y >> shift);
                total += v > w ? v - w : w - v;
            }
        }
        return total;
    }
};
