// Chunks of B = max(256, 4 sqrt n) values, two at a time: a sorted copy of chunk i (an
// implicit binary trie of its values, as in the sorted split) is paired with a sorted copy
// of every later chunk by the split's recursion, which follows only the pairs of sub-ranges
// whose XOR can still be largest. A pair of chunks costs a sort of B values and O(B log B)
// for the walk instead of the B^2 XORs of all pairs: (n / B)^2 / 2 pairs of chunks,
// O(n^2 log n / B) = O(n sqrt n log n) time; two buffers of B values and a recursion as
// deep as the tries' branchings (at most 61 frames), O(sqrt n) extra space.
class Solution {
    typedef long long ll;

    // Largest x ^ y for x in the sorted range L[0, ln) and y in the sorted range R[0, rn).
    static ll best(const ll* L, int ln, const ll* R, int rn) {
        if (ln <= 16 || rn <= 16) {  // at most 16 values on one side: all their pairs
            ll m = 0;
            for (int i = 0; i < ln; ++i)
                for (int j = 0; j < rn; ++j) m = max(m, L[i] ^ R[j]);
            return m;
        }
        // The highest bit in which either side's values differ: above it, every pair has
        // the same XOR bits. At least one side splits there, so a pair crossing it exists.
        ll d = (L[0] ^ L[ln - 1]) | (R[0] ^ R[rn - 1]);
        if (d == 0) return L[0] ^ R[0];
        int bit = 63 - __builtin_clzll(d);
        int lm = split(L, ln, bit), rm = split(R, rn, bit);
        ll m = 0;
        if (lm > 0 && rm < rn) m = best(L, lm, R + rm, rn - rm);            // L bit 0, R bit 1
        if (lm < ln && rm > 0) m = max(m, best(L + lm, ln - lm, R, rm));    // L bit 1, R bit 0
        return m;
    }

    static int split(const ll* p, int len, int bit) {  // first index with the bit set
        ll key = (p[0] >> bit | 1) << bit;             // (p[0, len) agree above the bit)
        return lower_bound(p, p + len, key) - p;
    }

public:
    long long solve(const vector<long long>& a) {
        int n = a.size();
        int B = max(256, (int)(4 * sqrt((double)n)));
        vector<ll> x, y;
        x.reserve(min(n, B));
        y.reserve(min(n, B));
        ll ans = 0;
        for (int s = 0; s < n; s += B) {
            x.assign(a.begin() + s, a.begin() + min(n, s + B));
            sort(x.begin(), x.end());
            int k = x.size();
            if (x[0] != x[k - 1]) {  // pairs inside the chunk: across its highest split
                int bit = 63 - __builtin_clzll(x[0] ^ x[k - 1]);
                int m = split(x.data(), k, bit);
                ans = max(ans, best(x.data(), m, x.data() + m, k - m));
            }
            for (int t = s + B; t < n; t += B) {
                y.assign(a.begin() + t, a.begin() + min(n, t + B));
                sort(y.begin(), y.end());
                ans = max(ans, best(x.data(), k, y.data(), y.size()));
            }
        }
        return ans;
    }
};
