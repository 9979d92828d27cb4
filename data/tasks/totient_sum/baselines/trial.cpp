// phi(i) of every i from its factorisation by trial division (2, then odd d with
// d*d <= the part not yet factored): phi(i) = i * prod (1 - 1/p). A prime i costs about
// sqrt(i)/2 divisions, so O(n sqrt(n)) time (about n^1.5 / log n); O(1) extra space.
class Solution {
public:
    int solve(int n) {
        const long long MOD = 1000000007LL;
        long long total = 0;
        for (int i = 1; i <= n; ++i) {
            int m = i, phi = i;
            if (m % 2 == 0) {
                phi -= phi / 2;
                while (m % 2 == 0) m /= 2;
            }
            for (int d = 3; d * d <= m; d += 2) {
                if (m % d == 0) {
                    phi -= phi / d;
                    while (m % d == 0) m /= d;
                }
            }
            if (m > 1) phi -= phi / m;
            total += phi;
        }
        return (int)(total % MOD);
    }
};
