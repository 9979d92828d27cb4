class Solution {
public:
    long long countOrders(const vector<string>& words, const string& target) {
        const long long MOD = 1000000007LL;
        int n = (int)words.size();
        long long total = 0;
        for (const string& s : words) total += (long long)s.size();
        if (total != (long long)target.size()) return 0;
        int L = (int)target.size();
        vector<unsigned> match(L, 0u);
        for (int p = 0; p < L; p++)
            for (int i = 0; i < n; i++)
                if (target.compare(p, words[i].size(), words[i]) == 0) match[p] |= 1u << i;
        unsigned full = (1u << n) - 1;
        // dp[mask]: orders of the words of mask spelling the prefix of their total length
        vector<long long> dp(1u << n, 0);
        dp[0] = 1;
        for (unsigned mask = 0; mask < full; mask++) {
            long long v = dp[mask];
            if (v == 0) continue;
            int pos = 0;
            for (unsigned m = mask; m; m &= m - 1) pos += (int)words[__builtin_ctz(m)].size();
            unsigned free = match[pos] & ~mask & full;
            while (free) {
                int i = __builtin_ctz(free);
                free &= free - 1;
                long long& d = dp[mask | (1u << i)];
                d += v;
                if (d >= MOD) d -= MOD;
            }
        }
        return dp[full];
    }
};
