// Prefix hashes modulo 2^61 - 1 and the powers of the base: two substrings are compared in
// O(1), so a binary search on the length finds the LCP in O(log n); O(n) extra space.
class Solution {
    static constexpr unsigned long long MOD = (1ULL << 61) - 1;
    static constexpr unsigned long long BASE = 1000003;
    static unsigned long long mul(unsigned long long a, unsigned long long b) {
        unsigned __int128 p = (unsigned __int128)a * b;
        unsigned long long x = (unsigned long long)(p & MOD) + (unsigned long long)(p >> 61);
        return x >= MOD ? x - MOD : x;
    }
    vector<unsigned long long> prefix, power;  // prefix[x]: hash of s[0, x); power[x] = BASE^x

    unsigned long long range(int from, int length) const {
        unsigned long long h = prefix[from + length] + MOD - mul(prefix[from], power[length]);
        return h >= MOD ? h - MOD : h;
    }

public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        prefix.assign(n + 1, 0);
        power.assign(n + 1, 1);
        for (int i = 0; i < n; ++i) {
            unsigned long long h = mul(prefix[i], BASE) + (unsigned char)s[i];
            prefix[i + 1] = h >= MOD ? h - MOD : h;
            power[i + 1] = mul(power[i], BASE);
        }
        long long total = 0;
        for (const auto& q : queries) {
            int i = q[0], j = q[1];
            int lo = 0, hi = n - max(i, j);  // the LCP lies in [lo, hi]
            if (i == j) lo = hi;
            while (lo < hi) {
                int mid = lo + (hi - lo + 1) / 2;
                if (range(i, mid) == range(j, mid)) lo = mid;
                else hi = mid - 1;
            }
            total += lo;
        }
        return total;
    }
};
