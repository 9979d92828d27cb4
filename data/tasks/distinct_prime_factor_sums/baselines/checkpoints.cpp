// A segmented sieve over [1, m] in blocks of B = isqrt(m) + 1: the primes up to sqrt m, and
// for one block the count of distinct primes found and the part of each k not yet factored
// (a part above 1 at the end is one prime larger than sqrt m). One pass keeps the prefix
// sum S at every block end; S(x) is the checkpoint below x plus one partial block sieved
// again. O(m log log m) once, O(sqrt m) per query, O(sqrt m) extra space.
class Solution {
    int m = 0, B = 0;
    vector<int> primes, rest, count;
    vector<long long> check;  // check[b] = S(b * B)

    // sieve [lo, hi] (hi - lo < B) into count[]; returns the sum of omega over it
    long long sieve(int lo, int hi) {
        int len = hi - lo + 1;
        for (int i = 0; i < len; ++i) {
            rest[i] = lo + i;
            count[i] = 0;
        }
        for (int p : primes) {
            if ((long long)p * p > hi) break;
            int first = (lo + p - 1) / p * p;
            for (int k = first; k <= hi; k += p) {
                int i = k - lo;
                ++count[i];
                do rest[i] /= p; while (rest[i] % p == 0);
            }
        }
        long long sum = 0;
        for (int i = 0; i < len; ++i) sum += count[i] + (rest[i] > 1 ? 1 : 0);
        return sum;
    }
    long long prefix(int x) {  // S(x) = omega(1) + ... + omega(x), S(0) = 0
        int b = x / B;
        long long s = check[b];
        if (x >= b * B + 1) s += sieve(b * B + 1, x);
        return s;
    }
public:
    void solve(int m_, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        m = m_;
        B = (int)sqrt((double)m) + 1;
        for (int p = 2; p * p <= m; ++p) {
            bool prime = true;
            for (int d = 2; d * d <= p; ++d)
                if (p % d == 0) { prime = false; break; }
            if (prime) primes.push_back(p);
        }
        rest.assign(B, 0);
        count.assign(B, 0);
        check.assign(m / B + 1, 0);
        for (int b = 1; b <= m / B; ++b) check[b] = check[b - 1] + sieve((b - 1) * B + 1, b * B);
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = prefix(r) - prefix(l - 1);
            answer.push_back(last);
        }
    }
};
