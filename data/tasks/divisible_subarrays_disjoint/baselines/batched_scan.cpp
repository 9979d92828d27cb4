// Greedy with prefix residues: a[l..r-1] has a sum divisible by k iff P[l] = P[r] (mod k),
// P the prefix sums; the greedy cuts at the first r whose residue occurred at a position
// l in [cut, r). Right ends are taken in batches of B = max(192, sqrt(n) / 3) positions: their
// residues go into an open-addressing table (2B slots, cleared per batch); one scan from the
// last cut to the batch start marks the batch residues already seen since the cut, then the
// batch is walked in order, marking each residue as it passes and cutting at the first
// marked one (an epoch number unmarks everything at a cut). O(n^2 / B + n) time,
// O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        size_t n = a.size();
        size_t cap = max((size_t)192, (size_t)(sqrt((double)n) / 3));
        size_t slots = 1;
        int bits = 0;
        while (slots < 2 * cap) slots <<= 1, ++bits;
        vector<long long> key(slots);
        vector<unsigned> mark(slots);
        vector<unsigned> slotOf(cap);
        unsigned epoch = 0;
        size_t cut = 0;
        long long cutRes = 0;   // residue of P[cut]
        long long run = 0;      // residue of P[s - 1]
        int count = 0;
        for (size_t s = 1; s <= n; s += cap) {
            size_t len = min(cap, n + 1 - s);
            fill(key.begin(), key.end(), -1LL);
            ++epoch;
            long long p = run;
            for (size_t i = 0; i < len; ++i) {
                p = (p + a[s - 1 + i]) % k;
                if (p < 0) p += k;
                size_t h = (size_t)(((unsigned long long)p * 0x9E3779B97F4A7C15ULL) >> (64 - bits));
                while (key[h] != -1 && key[h] != p) h = (h + 1) & (slots - 1);
                if (key[h] == -1) key[h] = p, mark[h] = 0;
                slotOf[i] = (unsigned)h;
            }
            // Positions cut .. s - 1 (before the batch): mark the batch residues among them.
            long long q = cutRes;
            for (size_t l = cut; l < s; ++l) {
                if (l > cut) {
                    q = (q + a[l - 1]) % k;
                    if (q < 0) q += k;
                }
                size_t h = (size_t)(((unsigned long long)q * 0x9E3779B97F4A7C15ULL) >> (64 - bits));
                while (key[h] != -1) {
                    if (key[h] == q) {
                        mark[h] = epoch;
                        break;
                    }
                    h = (h + 1) & (slots - 1);
                }
            }
            for (size_t i = 0; i < len; ++i) {
                size_t r = s + i;
                if (i > 0 && r - 1 >= cut) mark[slotOf[i - 1]] = epoch;
                if (mark[slotOf[i]] == epoch) {
                    ++count;
                    cut = r;
                    cutRes = key[slotOf[i]];
                    ++epoch;
                }
            }
            run = p;
        }
        return count;
    }
};
