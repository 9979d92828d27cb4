// Rebuilds the history x_0 .. x_t in a fresh vector for every query: the replay's O(n)
// per query, with O(n) extra space on top.
class Solution {
public:
    long long solve(long long s, int n, const vector<long long>& e) {
        const unsigned long long MOD = 1000000007ULL;
        long long total = 0, last = 0;
        for (long long code : e) {
            long long t = (code + last) % (n + 1);
            vector<unsigned long long> history;
            history.push_back((unsigned long long)s);
            for (long long i = 0; i < t; ++i) {
                unsigned long long x = history.back();
                history.push_back(((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63))));
            }
            last = (long long)(history.back() % MOD);
            total += last;
        }
        return total;
    }
};
