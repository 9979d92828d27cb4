// A segmented sieve over each query's own range, block by block (the primes up to sqrt(m)
// and one block in memory): the checkpoints' O(sqrt m) space with O(r - l + 1) time per
// query, the scan's time class at a smaller constant.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<int> primes;
        vector<char> composite(block + 1, 0);
        for (int p = 2; p <= block; ++p) {
            if (composite[p]) continue;
            primes.push_back(p);
            for (int j = p * p; j <= block; j += p) composite[j] = 1;
        }
        vector<int> low(block);
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            long long total = 0;
            for (long long from = l; from <= r; from += block) {
                long long to = min((long long)r, from + block - 1);
                fill(low.begin(), low.end(), 0);
                for (int p : primes) {
                    if ((long long)p * p > to) break;
                    for (long long j = max((long long)p * p, (from + p - 1) / p * p); j <= to; j += p)
                        if (low[j - from] == 0) low[j - from] = p;
                }
                for (long long v = from; v <= to; ++v) total += low[v - from] ? low[v - from] : v;
            }
            last = total;
            answer.push_back(total);
        }
    }
};
