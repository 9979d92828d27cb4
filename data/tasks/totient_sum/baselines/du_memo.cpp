// The Dirichlet-hyperbola recursion sum_{d=1..x} Phi(x / d) = x (x + 1) / 2 (every
// pair a <= b <= x counted by gcd), so Phi(x) = x (x + 1) / 2 - sum_{d=2..x} Phi(x / d),
// with d grouped in blocks of equal x / d (about 2 sqrt(x) blocks). Only the values
// floor(n / i) are ever needed: the small ones v <= r = floor(sqrt n) are memoised in
// small[v], the large ones n / i in large[i], both filled in increasing order of value.
// O(n^(3/4)) time, two arrays of r + 1 64-bit values: O(sqrt n) extra space.
class Solution {
    static const long long MOD = 1000000007LL;
    static long long triangle(long long x) {  // x (x + 1) / 2 mod p
        return x % 2 == 0 ? (x / 2) % MOD * ((x + 1) % MOD) % MOD : x % MOD * (((x + 1) / 2) % MOD) % MOD;
    }
public:
    int solve(int n) {
        long long r = 1;
        while ((r + 1) * (r + 1) <= n) ++r;
        vector<long long> small(r + 1, 0), large(r + 1, 0);
        // value(y) for a y = floor(n / j) that is already known
        auto value = [&](long long y) { return y <= r ? small[y] : large[n / y]; };
        for (long long v = 1; v <= r; ++v) {
            long long s = triangle(v);
            for (long long l = 2, h; l <= v; l = h + 1) {
                h = v / (v / l);
                s -= (h - l + 1) % MOD * small[v / l] % MOD;
            }
            small[v] = (s % MOD + MOD) % MOD;
        }
        for (long long i = r; i >= 1; --i) {
            long long x = n / i;
            if (x <= r) continue;  // that value is a small one
            long long s = triangle(x);
            for (long long l = 2, h; l <= x; l = h + 1) {
                h = x / (x / l);
                s -= (h - l + 1) % MOD * value(x / l) % MOD;
            }
            large[i] = (s % MOD + MOD) % MOD;
        }
        return (int)value(n);
    }
};
