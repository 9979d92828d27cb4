// Every quadruple: for each (i, j) the value t = a[i] o b[j], then every (k, l) pair's value
// computed and compared with it (c[k]'s coordinates hoisted out of the innermost loop).
// O(n^4) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long P = 1000000007LL;
        const size_t n = a.size();
        const int* dp = d[0].data();  // d's points are contiguous pairs of ints
        long long count = 0;
        for (size_t i = 0; i < n; ++i) {
            const long long ax = a[i][0], ay = a[i][1];
            for (size_t j = 0; j < n; ++j) {
                const long long t = (ax * b[j][0] + ay * b[j][1]) % P;
                for (size_t k = 0; k < n; ++k) {
                    const long long cx = c[k][0], cy = c[k][1];
                    for (size_t l = 0; l < n; ++l) {
                        if ((cx * dp[2 * l] + cy * dp[2 * l + 1]) % P == t) ++count;
                    }
                }
            }
        }
        return count;
    }
};
