// Lucy Hedgehog's prime-counting recursion (a Legendre/Meissel-style sieve over the
// O(sqrt n) distinct values floor(n / i)): S(v) starts as v - 1 (every number 2..v) and,
// for each prime p <= sqrt(n) in turn, S(v) -= S(v / p) - S(p - 1) for every tracked
// v >= p^2, removing the numbers whose least prime factor is p. Small values v <= r live
// in lo[v], large ones n / i in hi[i], with r = floor(sqrt(n)). O(n^(3/4) / log n) time,
// two arrays of r + 1 64-bit counts: O(sqrt n) extra space (506 KB at n = 10^9).
class Solution {
public:
    int solve(int n) {
        if (n < 2) return 0;
        int r = 1;
        while ((long long)(r + 1) * (r + 1) <= n) ++r;
        vector<long long> lo(r + 1), hi(r + 1);
        for (int v = 1; v <= r; ++v) lo[v] = v - 1;
        for (int i = 1; i <= r; ++i) hi[i] = n / i - 1;
        for (int p = 2; p <= r; ++p) {
            if (lo[p] == lo[p - 1]) continue;  // p is not prime
            long long below = lo[p - 1];       // primes < p
            long long p2 = (long long)p * p;
            int last = (int)min<long long>(r, n / p2);
            for (int i = 1; i <= last; ++i) {
                long long d = (long long)i * p;
                hi[i] -= (d <= r ? hi[d] : lo[n / d]) - below;
            }
            for (int v = r; v >= p2; --v) lo[v] -= lo[v / p] - below;
        }
        return (int)hi[1];
    }
};
