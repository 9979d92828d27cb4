// Factorials kept only at checkpoints: with B = ceil(sqrt(N + 1)) for the largest n = N of
// the queries, fc[j] = (jB)! and ic[j] = 1/(jB)! mod p = 10^9 + 7 for j = 0 .. N/B + 1
// (the inverse at the top by Fermat, the others by 1/(jB)! = 1/((j+1)B)! * (jB+1) ...
// (j+1)B). A query finishes each factorial from the nearest checkpoint: m! from the one
// below (fc[m/B] times the at most B - 1 factors above it), 1/m! from the one above
// (ic[m/B + 1] times the at most B factors m + 1 .. (m/B + 1)B). O(N + q sqrt N) time,
// two arrays of about sqrt N 64-bit values: O(sqrt N) extra space (16 KB at N = 10^6).
class Solution {
    static const long long MOD = 1000000007LL;
    long long block = 1;
    vector<long long> fc, ic;

    long long factorial(long long m) const {
        long long j = m / block, r = fc[j];
        for (long long x = j * block + 1; x <= m; ++x) r = r * x % MOD;
        return r;
    }
    long long inverse_factorial(long long m) const {
        long long j = m / block + 1, r = ic[j];
        for (long long x = j * block; x > m; --x) r = r * x % MOD;
        return r;
    }
public:
    int solve(const vector<array<int, 2>>& queries) {
        long long top = 0;
        for (const auto& query : queries) top = max(top, (long long)query[0]);
        block = 1;
        while (block * block < top + 1) ++block;
        long long count = top / block + 2;
        fc.assign(count, 1);
        ic.assign(count, 1);
        long long f = 1;
        for (long long j = 1; j < count; ++j) {
            for (long long x = (j - 1) * block + 1; x <= j * block; ++x) f = f * x % MOD;
            fc[j] = f;
        }
        long long base = fc[count - 1], e = MOD - 2, r = 1;
        while (e > 0) {
            if (e & 1) r = r * base % MOD;
            base = base * base % MOD;
            e >>= 1;
        }
        ic[count - 1] = r;
        for (long long j = count - 1; j > 0; --j) {
            long long g = ic[j];
            for (long long x = j * block; x > (j - 1) * block; --x) g = g * x % MOD;
            ic[j - 1] = g;
        }
        long long total = 0;
        for (const auto& query : queries) {
            long long n = query[0], k = query[1];
            total = (total + factorial(n) * inverse_factorial(k) % MOD * inverse_factorial(n - k)) % MOD;
        }
        return (int)total;
    }
};
