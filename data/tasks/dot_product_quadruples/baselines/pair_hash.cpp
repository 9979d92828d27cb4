// Meet in the middle (4Sum II): all n^2 values c[k] o d[l] counted in a hash map, then every
// a[i] o b[j] looked up. O(n^2) expected time, O(n^2) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long P = 1000000007LL;
        const size_t n = a.size();
        unordered_map<int, int> seen;
        seen.reserve(n * n);
        for (size_t k = 0; k < n; ++k) {
            const long long cx = c[k][0], cy = c[k][1];
            for (size_t l = 0; l < n; ++l) ++seen[(int)((cx * d[l][0] + cy * d[l][1]) % P)];
        }
        long long count = 0;
        for (size_t i = 0; i < n; ++i) {
            const long long ax = a[i][0], ay = a[i][1];
            for (size_t j = 0; j < n; ++j) {
                auto it = seen.find((int)((ax * b[j][0] + ay * b[j][1]) % P));
                if (it != seen.end()) count += it->second;
            }
        }
        return count;
    }
};
