// Records every state x_0 .. x_n once: O(n) once and O(1) per query; O(n) extra space.
class Solution {
public:
    long long solve(long long s, int n, const vector<long long>& e) {
        const unsigned long long MOD = 1000000007ULL;
        vector<unsigned long long> state(n + 1);
        unsigned long long x = (unsigned long long)s;
        for (int i = 0; i <= n; ++i) {
            state[i] = x;
            x = ((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63)));
        }
        long long total = 0, last = 0;
        for (long long code : e) {
            long long t = (code + last) % (n + 1);
            last = (long long)(state[t] % MOD);
            total += last;
        }
        return total;
    }
};
