// Binary search on the answer L: a common substring of length L exists iff some window of
// b of length L equals some window of a. Rolling hashes (modulo 2^61 - 1) of all windows of
// a go into an open-addressing table with their positions; each window of b looks its hash
// up, and a hit is verified letter by letter, so the answer is exact. O((n + m) log min(n, m))
// expected time, O(n) extra space (the table).
class Solution {
    typedef unsigned long long u64;
    static constexpr u64 MOD = (1ULL << 61) - 1;
    static u64 mul(u64 x, u64 y) {
        __uint128_t c = (__uint128_t)x * y;
        u64 s = (u64)(c & MOD) + (u64)(c >> 61);
        return s >= MOD ? s - MOD : s;
    }
    static u64 add(u64 x, u64 y) {
        u64 s = x + y;
        return s >= MOD ? s - MOD : s;
    }
    struct Slot {
        u64 key;  // hash + 1; 0 marks an empty slot
        int pos;
    };
    static bool common(const string& a, const string& b, int len, vector<Slot>& table) {
        const u64 base = 1000003;
        u64 top = 1;  // base^(len-1)
        for (int i = 1; i < len; ++i) top = mul(top, base);
        int n = a.size(), m = b.size();
        size_t mask = table.size() - 1;
        for (Slot& s : table) s.key = 0;
        u64 h = 0;
        for (int i = 0; i < n; ++i) {
            if (i >= len) h = add(h, MOD - mul(top, (u64)a[i - len]));
            h = add(mul(h, base), (u64)a[i]);
            if (i < len - 1) continue;
            size_t at = (h * 0x9E3779B97F4A7C15ULL) >> 20 & mask;
            while (table[at].key != 0 && table[at].key != h + 1) at = (at + 1) & mask;
            if (table[at].key == 0) table[at] = Slot{h + 1, i - len + 1};  // keep the first window
        }
        h = 0;
        for (int j = 0; j < m; ++j) {
            if (j >= len) h = add(h, MOD - mul(top, (u64)b[j - len]));
            h = add(mul(h, base), (u64)b[j]);
            if (j < len - 1) continue;
            size_t at = (h * 0x9E3779B97F4A7C15ULL) >> 20 & mask;
            while (table[at].key != 0 && table[at].key != h + 1) at = (at + 1) & mask;
            if (table[at].key != 0 && a.compare(table[at].pos, len, b, j - len + 1, len) == 0) return true;
        }
        return false;
    }
public:
    int solve(const string& a, const string& b) {
        size_t size = 2;
        while (size < 2 * a.size()) size <<= 1;
        vector<Slot> table(size);
        int lo = 0, hi = min(a.size(), b.size());
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (common(a, b, mid, table)) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
};
