// The table's class as it is often written: the history grows by push_back only as far as
// the queries reach; O(n) once and O(1) per query, O(n) extra space. At -O0 its push_back
// calls make it about 5x the preallocated table, so the limits follow it.
class Solution {
public:
    long long solve(long long s, int n, const vector<long long>& e) {
        const unsigned long long MOD = 1000000007ULL;
        vector<unsigned long long> history(1, (unsigned long long)s);
        long long total = 0, last = 0;
        for (long long code : e) {
            long long t = (code + last) % (n + 1);
            while ((long long)history.size() <= t) {
                unsigned long long x = history.back();
                history.push_back(((x << 1) | (x >> 63)) ^ (x | ((x >> 1) | (x << 63))));
            }
            last = (long long)(history[t] % MOD);
            total += last;
        }
        return total;
    }
};
