// Transitive closure by Floyd-Warshall over rows of n-bit bitsets: for every k, every row
// that reaches k takes k's row. O(n^3 / 64) time, O(n^2 / 64) words: the same memory as
// condensing and merging bitsets along the edges, but slower whenever m is well below n^2.
class Solution {
public:
    long long solve(int n, const vector<pair<int, int>>& edges) {
        const int words = (n + 63) / 64;
        vector<uint64_t> reach((size_t)n * words, 0);
        for (const auto& e : edges) reach[(size_t)e.first * words + (e.second >> 6)] |= 1ULL << (e.second & 63);
        for (int k = 0; k < n; ++k) {
            const uint64_t* rk = &reach[(size_t)k * words];
            for (int i = 0; i < n; ++i) {
                uint64_t* ri = &reach[(size_t)i * words];
                if (ri[k >> 6] >> (k & 63) & 1)
                    for (int w = 0; w < words; ++w) ri[w] |= rk[w];
            }
        }
        long long pairs = 0;
        for (int i = 0; i < n; ++i) {
            const uint64_t* ri = &reach[(size_t)i * words];
            for (int w = 0; w < words; ++w) pairs += __builtin_popcountll(ri[w]);
            pairs -= ri[i >> 6] >> (i & 63) & 1;
        }
        return pairs;
    }
};
