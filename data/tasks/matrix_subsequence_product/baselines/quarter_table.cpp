// Meet in the middle with a small table. The last k = min(n, max(8, n / 4)) matrices
// form the right part: the products R of its 2^k subsequences go into a sorted table of
// 16-byte keys. The first n - k matrices are enumerated depth-first carrying Q = L^-1 T
// (a factor M appended to L turns Q into adj(M) Q, as det M = 1); L R = T exactly when
// R = Q, counted by two binary searches. O(2^(n-k) k) = O(2^(3n/4) n) time,
// O(2^k) = O(2^(n/4)) extra space (plus the recursion, depth at most n - k + 1).
class Solution {
    typedef unsigned long long u64;
    typedef pair<u64, u64> Key;
    static constexpr u64 P = 1000000007ULL;
    const vector<array<int, 4>>* m = nullptr;
    vector<Key> table;
    int split = 0, n = 0;
    long long count = 0;

    void right(int from, u64 a, u64 b, u64 c, u64 d) {
        table.push_back(Key(a << 32 | b, c << 32 | d));
        for (int j = from; j < n; ++j) {
            const array<int, 4>& x = (*m)[j];
            right(j + 1, (a * x[0] + b * x[2]) % P, (a * x[1] + b * x[3]) % P,
                  (c * x[0] + d * x[2]) % P, (c * x[1] + d * x[3]) % P);
        }
    }

    void left(int from, u64 a, u64 b, u64 c, u64 d) {
        Key key(a << 32 | b, c << 32 | d);
        vector<Key>::iterator lo = lower_bound(table.begin(), table.end(), key);
        if (lo != table.end() && *lo == key)
            count += upper_bound(lo, table.end(), key) - lo;
        for (int j = from; j < split; ++j) {
            const array<int, 4>& x = (*m)[j];
            u64 e = x[3], f = P - x[1], g = P - x[2], h = x[0];  // adj(M_j) = M_j^-1
            left(j + 1, (e * a + f * c) % P, (e * b + f * d) % P, (g * a + h * c) % P,
                 (g * b + h * d) % P);
        }
    }

public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        m = &mats;
        n = (int)mats.size();
        int k = min(n, max(8, n / 4));
        split = n - k;
        table.clear();
        table.reserve((size_t)1 << k);
        right(split, 1, 0, 0, 1);
        sort(table.begin(), table.end());
        count = 0;
        left(0, target[0], target[1], target[2], target[3]);
        return count;
    }
};
