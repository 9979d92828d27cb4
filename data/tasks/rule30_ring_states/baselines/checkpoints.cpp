// Keeps every B-th state, B about sqrt(n); a query replays from the checkpoint at or below
// its step: O(n) once and O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(long long s, int n, const vector<long long>& e) {
        const unsigned long long MOD = 1000000007ULL;
        long long block = 1;
        while ((block + 1) * (block + 1) <= (long long)n + 1) ++block;
        vector<unsigned long long> saved(n / block + 1);  // saved[j] = state after j * block steps
        unsigned long long x = (unsigned long long)s;
        for (long long i = 0; i <= n; ++i) {
            if (i % block == 0) saved[i / block] = x;
            x = ((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63)));
        }
        long long total = 0, last = 0;
        for (long long code : e) {
            long long t = (code + last) % (n + 1);
            x = saved[t / block];
            for (long long i = t / block * block; i < t; ++i)
                x = ((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63)));
            last = (long long)(x % MOD);
            total += last;
        }
        return total;
    }
};
