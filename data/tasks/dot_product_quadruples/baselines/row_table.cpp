// A table of about max(n, 512) values at a time: for a group of g = max(1, 512 / n) indices k
// (one k once n >= 256), the values c[k] o d[l] over all l counted in a hash map, then every
// (i, j) value a[i] o b[j] looked up. O(n^4 / max(n, 512)) = O(n^3) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long P = 1000000007LL;
        const size_t n = a.size();
        const size_t g = max<size_t>(1, 512 / n);
        unordered_map<int, int> row;
        row.reserve(g * n);
        long long count = 0;
        for (size_t k0 = 0; k0 < n; k0 += g) {
            row.clear();
            const size_t k1 = min(n, k0 + g);
            for (size_t k = k0; k < k1; ++k) {
                const long long cx = c[k][0], cy = c[k][1];
                for (size_t l = 0; l < n; ++l) ++row[(int)((cx * d[l][0] + cy * d[l][1]) % P)];
            }
            for (size_t i = 0; i < n; ++i) {
                const long long ax = a[i][0], ay = a[i][1];
                for (size_t j = 0; j < n; ++j) {
                    auto it = row.find((int)((ax * b[j][0] + ay * b[j][1]) % P));
                    if (it != row.end()) count += it->second;
                }
            }
        }
        return count;
    }
};
