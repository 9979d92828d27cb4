// Blocks of B = max(256, sqrt n) words: the L masked codes of the block's words (5 bits a
// letter, the masked position 0) and their full codes in two open-addressing tables of
// counts (a slot packs code + 1 and its count in 64 bits); pairs inside the block from the
// counts, then every later word looks its L masked codes up (identical words match all L
// of them and are taken out).
// O(n^2 L / B) = O(n sqrt n) time, O(B L) = O(sqrt n) extra space.
class Solution {
    static unsigned long long code(const string& w) {
        unsigned long long c = 0;
        for (char ch : w) c = (c << 5) | (unsigned long long)(ch - 'a' + 1);
        return c;
    }
    struct Table {
        vector<unsigned long long> slot;  // (count << 32) | (code + 1), 0 = empty
        size_t mask = 0;
        void init(size_t want) {
            size_t cap = 16;
            while (cap < 2 * want) cap <<= 1;
            slot.assign(cap, 0);
            mask = cap - 1;
        }
        void clear() { std::fill(slot.begin(), slot.end(), 0ULL); }
        static size_t h(unsigned long long k) { return (size_t)((k * 0x9E3779B97F4A7C15ULL) >> 29); }
        long long add(unsigned long long k) {  // returns the count before
            const unsigned long long t = k + 1;
            size_t i = h(k) & mask;
            while (slot[i] != 0 && (slot[i] & 0xFFFFFFFFULL) != t) i = (i + 1) & mask;
            const long long before = (long long)(slot[i] >> 32);
            slot[i] = ((unsigned long long)(before + 1) << 32) | t;
            return before;
        }
        long long get(unsigned long long k) const {
            const unsigned long long t = k + 1;
            size_t i = h(k) & mask;
            while (slot[i] != 0) {
                if ((slot[i] & 0xFFFFFFFFULL) == t) return (long long)(slot[i] >> 32);
                i = (i + 1) & mask;
            }
            return 0;
        }
    };
public:
    long long solve(const vector<string>& words) {
        const size_t n = words.size();
        if (n == 0) return 0;
        const size_t L = words[0].size();
        size_t B = 256;
        while (B * B < n) ++B;
        Table masked, full;
        masked.init(std::min(B, n) * L);
        full.init(std::min(B, n));
        long long total = 0;
        for (size_t s = 0; s < n; s += B) {
            const size_t e = std::min(n, s + B);
            if (s > 0) { masked.clear(); full.clear(); }
            for (size_t i = s; i < e; ++i) {
                const unsigned long long c = code(words[i]);
                long long m = 0;
                for (size_t p = 0; p < L; ++p) m += masked.add(c & ~(31ULL << (5 * p)));
                total += m - (long long)L * full.add(c);
            }
            for (size_t j = e; j < n; ++j) {
                const unsigned long long c = code(words[j]);
                long long m = 0;
                for (size_t p = 0; p < L; ++p) m += masked.get(c & ~(31ULL << (5 * p)));
                if (m) total += m - (long long)L * full.get(c);
            }
        }
        return total;
    }
};
