// Polynomial hashes modulo 2^61 - 1 of s and of its reverse, kept only at every k-th
// prefix (k about sqrt n): the hash of any prefix is rebuilt from the checkpoint before it
// in fewer than k steps, so a query costs O(sqrt n); O(sqrt n) extra space.
class Solution {
    static constexpr unsigned long long MOD = (1ULL << 61) - 1;
    static constexpr unsigned long long BASE = 1000003;
    static unsigned long long mul(unsigned long long a, unsigned long long b) {
        unsigned __int128 p = (unsigned __int128)a * b;
        unsigned long long x = (unsigned long long)(p & MOD) + (unsigned long long)(p >> 61);
        return x >= MOD ? x - MOD : x;
    }
    static unsigned long long add(unsigned long long a, unsigned long long b) {
        a += b;
        return a >= MOD ? a - MOD : a;
    }
    int n = 0, k = 1;
    const string* text = nullptr;
    vector<unsigned long long> fwd, bwd, pow_small, pow_big;  // fwd[j] = hash of s[0, j*k)

    // Hash of the first x letters of s (reverse = false) or of its reverse.
    unsigned long long prefix(int x, bool reverse) const {
        const string& s = *text;
        int j = x / k;
        unsigned long long h = reverse ? bwd[j] : fwd[j];
        for (int i = j * k; i < x; ++i) {
            unsigned char c = reverse ? s[n - 1 - i] : s[i];
            h = add(mul(h, BASE), c);
        }
        return h;
    }
    unsigned long long power(int e) const { return mul(pow_big[e / k], pow_small[e % k]); }
    // Hash of the letters [from, to) of s or of its reverse.
    unsigned long long range(int from, int to, bool reverse) const {
        return add(prefix(to, reverse), MOD - mul(prefix(from, reverse), power(to - from)));
    }

public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        n = s.size();
        text = &s;
        k = max(1, (int)sqrt((double)n));
        int blocks = n / k + 1;
        fwd.assign(blocks, 0);
        bwd.assign(blocks, 0);
        unsigned long long f = 0, b = 0;
        for (int i = 0; i < n; ++i) {
            if (i % k == 0) {
                fwd[i / k] = f;
                bwd[i / k] = b;
            }
            f = add(mul(f, BASE), (unsigned char)s[i]);
            b = add(mul(b, BASE), (unsigned char)s[n - 1 - i]);
        }
        if (n % k == 0) {
            fwd[n / k] = f;
            bwd[n / k] = b;
        }
        pow_small.assign(k, 1);
        for (int i = 1; i < k; ++i) pow_small[i] = mul(pow_small[i - 1], BASE);
        unsigned long long step = mul(pow_small[k - 1], BASE);
        pow_big.assign(n / k + 1, 1);
        for (int i = 1; i <= n / k; ++i) pow_big[i] = mul(pow_big[i - 1], step);
        long long count = 0;
        for (const auto& q : queries) {
            int l = q[0], r = q[1];
            // s[l..r] read backwards is the reverse's letters [n-1-r, n-l).
            if (range(l, r + 1, false) == range(n - 1 - r, n - l, true)) ++count;
        }
        return count;
    }
};
