// Meet in the middle, halves, with a hash map: the products R of the 2^(n-h) subsequences of
// the last n - h matrices counted in an unordered_map, then every Q = L^-1 T over the
// subsequences L of the first h = n / 2 looked up. O(2^(n/2)) expected time,
// O(2^(n/2)) extra space.
class Solution {
    typedef unsigned long long u64;
    struct KeyHash {
        size_t operator()(const pair<u64, u64>& k) const {
            return (size_t)((k.first * 0x9E3779B97F4A7C15ULL) ^ (k.second + 0x632BE59BD9B4E019ULL));
        }
    };
    static constexpr u64 P = 1000000007ULL;
    const vector<array<int, 4>>* m = nullptr;
    unordered_map<pair<u64, u64>, long long, KeyHash> seen;
    int h = 0, n = 0;
    long long count = 0;

    void right(int from, u64 a, u64 b, u64 c, u64 d) {
        ++seen[make_pair(a << 32 | b, c << 32 | d)];
        for (int j = from; j < n; ++j) {
            const array<int, 4>& x = (*m)[j];
            right(j + 1, (a * x[0] + b * x[2]) % P, (a * x[1] + b * x[3]) % P,
                  (c * x[0] + d * x[2]) % P, (c * x[1] + d * x[3]) % P);
        }
    }

    void left(int from, u64 a, u64 b, u64 c, u64 d) {
        auto it = seen.find(make_pair(a << 32 | b, c << 32 | d));
        if (it != seen.end()) count += it->second;
        for (int j = from; j < h; ++j) {
            const array<int, 4>& x = (*m)[j];
            u64 e = x[3], f = P - x[1], g = P - x[2], k = x[0];  // adj(M_j) = M_j^-1
            left(j + 1, (e * a + f * c) % P, (e * b + f * d) % P, (g * a + k * c) % P,
                 (g * b + k * d) % P);
        }
    }

public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        m = &mats;
        n = (int)mats.size();
        h = n / 2;
        seen.clear();
        seen.reserve((size_t)1 << (n - h));
        right(h, 1, 0, 0, 1);
        count = 0;
        left(0, target[0], target[1], target[2], target[3]);
        return count;
    }
};
