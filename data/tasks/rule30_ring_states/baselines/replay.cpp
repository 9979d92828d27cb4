// Each query replays rule 30 from the start state for t steps: O(n) per query, O(1) extra space.
class Solution {
public:
    long long solve(long long s, int n, const vector<long long>& e) {
        const unsigned long long MOD = 1000000007ULL;
        unsigned long long start = (unsigned long long)s;
        long long total = 0, last = 0;
        for (long long code : e) {
            long long t = (code + last) % (n + 1);
            unsigned long long x = start;
            for (long long i = 0; i < t; ++i)
                x = ((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63)));
            last = (long long)(x % MOD);
            total += last;
        }
        return total;
    }
};
