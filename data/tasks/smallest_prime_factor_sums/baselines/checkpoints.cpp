// A segmented sieve over [1, m] in blocks of B = sqrt(m) numbers (the primes up to sqrt(m)
// and one block's smallest factors in memory), keeping the prefix sum of spf at every
// multiple of B; a prefix sum S(x) is the checkpoint below x plus one sieved partial block,
// and a query is S(r) - S(l - 1): O(m log log m) once, O(sqrt m) per query;
// O(sqrt m) extra space.
class Solution {
    vector<int> primes, low;

    // spf(from) + ... + spf(from + len - 1), sieving the segment into low[0..len).
    long long segment_sum(int from, int len) {
        long long to = (long long)from + len - 1;
        fill(low.begin(), low.begin() + len, 0);
        for (int p : primes) {
            if ((long long)p * p > to) break;
            long long start = max((long long)p * p, ((long long)from + p - 1) / p * p);
            for (long long j = start; j <= to; j += p)
                if (low[j - from] == 0) low[j - from] = p;
        }
        long long total = 0;
        for (int k = 0; k < len; ++k) total += low[k] ? low[k] : from + k;  // primes and 1: themselves
        return total;
    }

public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<char> composite(block + 1, 0);
        for (int p = 2; p <= block; ++p) {
            if (composite[p]) continue;
            primes.push_back(p);
            for (int j = p * p; j <= block; j += p) composite[j] = 1;
        }
        low.assign(block, 0);
        vector<long long> saved(m / block + 1, 0);  // saved[j] = spf(1) + ... + spf(j * block)
        for (int j = 1; j <= m / block; ++j)
            saved[j] = saved[j - 1] + segment_sum((j - 1) * block + 1, block);
        auto prefix = [&](int x) {
            int j = x / block;
            return x == j * block ? saved[j] : saved[j] + segment_sum(j * block + 1, x - j * block);
        };
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = prefix(r) - prefix(l - 1);
            answer.push_back(last);
        }
    }
};
