// The textbook sieve of phi over one array of n + 1 ints (phi[i] = i, then for every
// prime p, phi[j] -= phi[j] / p over its multiples): O(n log log n) time and O(n) extra
// space. Correct, and dominated by the memoised recursion (O(n^(3/4)) time in O(sqrt n)
// space).
class Solution {
public:
    int solve(int n) {
        const long long MOD = 1000000007LL;
        vector<int> phi(n + 1);
        for (int i = 0; i <= n; ++i) phi[i] = i;
        long long total = 0;
        for (int i = 1; i <= n; ++i) {
            if (i > 1 && phi[i] == i)
                for (int j = i; j <= n; j += i) phi[j] -= phi[j] / i;
            total += phi[i];
        }
        return (int)(total % MOD);
    }
};
