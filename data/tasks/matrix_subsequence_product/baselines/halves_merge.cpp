// Meet in the middle, halves: the first h = n / 2 matrices give the 2^h values Q = L^-1 T
// over their subsequences L, the other n - h the 2^(n-h) products R; both lists of 16-byte
// keys are sorted and walked by two pointers, a run of equal keys on each side adding the
// product of the runs' lengths. O(2^(n/2) n) time, O(2^(n/2)) extra space.
class Solution {
    typedef unsigned long long u64;
    typedef pair<u64, u64> Key;
    static constexpr u64 P = 1000000007ULL;
    const vector<array<int, 4>>* m = nullptr;

    void products(int from, int to, u64 a, u64 b, u64 c, u64 d, vector<Key>& out) {
        out.push_back(Key(a << 32 | b, c << 32 | d));
        for (int j = from; j < to; ++j) {
            const array<int, 4>& x = (*m)[j];
            products(j + 1, to, (a * x[0] + b * x[2]) % P, (a * x[1] + b * x[3]) % P,
                     (c * x[0] + d * x[2]) % P, (c * x[1] + d * x[3]) % P, out);
        }
    }

    void quotients(int from, int to, u64 a, u64 b, u64 c, u64 d, vector<Key>& out) {
        out.push_back(Key(a << 32 | b, c << 32 | d));
        for (int j = from; j < to; ++j) {
            const array<int, 4>& x = (*m)[j];
            u64 e = x[3], f = P - x[1], g = P - x[2], h = x[0];  // adj(M_j) = M_j^-1
            quotients(j + 1, to, (e * a + f * c) % P, (e * b + f * d) % P, (g * a + h * c) % P,
                      (g * b + h * d) % P, out);
        }
    }

public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        m = &mats;
        int n = (int)mats.size(), h = n / 2;
        vector<Key> qs, rs;
        qs.reserve((size_t)1 << h);
        rs.reserve((size_t)1 << (n - h));
        quotients(0, h, target[0], target[1], target[2], target[3], qs);
        products(h, n, 1, 0, 0, 1, rs);
        sort(qs.begin(), qs.end());
        sort(rs.begin(), rs.end());
        long long count = 0;
        size_t i = 0, j = 0;
        while (i < qs.size() && j < rs.size()) {
            if (qs[i] < rs[j]) {
                ++i;
            } else if (rs[j] < qs[i]) {
                ++j;
            } else {
                size_t i2 = i, j2 = j;
                while (i2 < qs.size() && qs[i2] == qs[i]) ++i2;
                while (j2 < rs.size() && rs[j2] == rs[j]) ++j2;
                count += (long long)(i2 - i) * (long long)(j2 - j);
                i = i2;
                j = j2;
            }
        }
        return count;
    }
};
