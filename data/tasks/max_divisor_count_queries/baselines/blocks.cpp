// Blocks: [1, m] cut into blocks of B = isqrt(m) + 1 numbers; a segmented sieve (the primes
// up to sqrt m) counts the divisors of one block at a time, and the maximum of every block
// is kept. A query takes the kept maxima of the blocks inside [l, r] and recounts the two
// partial blocks at its ends: O(m log log m) once, O(sqrt m) per query, O(sqrt m) space.
class Solution {
    int B = 0;
    vector<int> primes;
    vector<int> rest;       // what is left of each number of the block once divided
    vector<int> count;      // divisor count of each number of the block

    // maximum of d(k) over [lo, hi], hi - lo < B
    int segment_max(int lo, int hi) {
        int len = hi - lo + 1;
        for (int i = 0; i < len; ++i) { rest[i] = lo + i; count[i] = 1; }
        for (int p : primes) {
            if ((long long)p * p > hi) break;
            int first = (lo + p - 1) / p * p;
            for (int k = first; k <= hi; k += p) {
                int i = k - lo, e = 0;
                do { rest[i] /= p; ++e; } while (rest[i] % p == 0);
                count[i] *= e + 1;
            }
        }
        int best = 0;
        for (int i = 0; i < len; ++i) {
            int c = rest[i] > 1 ? count[i] * 2 : count[i];
            if (c > best) best = c;
        }
        return best;
    }

public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int s = 1;
        while ((long long)(s + 1) * (s + 1) <= m) ++s;
        B = s + 1;
        vector<char> composite(s + 1, 0);
        for (int i = 2; i <= s; ++i) {
            if (composite[i]) continue;
            primes.push_back(i);
            for (int j = i * i; j <= s; j += i) composite[j] = 1;
        }
        rest.assign(B, 0);
        count.assign(B, 0);
        // block b holds [b * B, b * B + B - 1] (block 0 starts at 1)
        int blocks = m / B + 1;
        vector<int> block_max(blocks);
        for (int b = 0; b < blocks; ++b)
            block_max[b] = segment_max(max(1, b * B), min(m, b * B + B - 1));
        long long last = 0;
        for (const auto& qr : queries) {
            int l = (int)((qr[0] + last) % m) + 1, r = (int)((qr[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            int bl = l / B, br = r / B, best;
            if (bl == br) {
                best = segment_max(l, r);
            } else {
                best = max(segment_max(l, bl * B + B - 1), segment_max(br * B, r));
                for (int b = bl + 1; b < br; ++b) best = max(best, block_max[b]);
            }
            last = best;
            answer.push_back(last);
        }
    }
};
