class Solution {
public:
    long long countOrders(const vector<string>& words, const string& target) {
        const long long MOD = 1000000007LL;
        int n = (int)words.size();
        long long total = 0;
        for (const string& s : words) total += (long long)s.size();
        if (total != (long long)target.size()) return 0;
        int L = (int)target.size();
        // match[p]: the words that occur in target at position p
        vector<unsigned> match(L, 0u);
        for (int p = 0; p < L; p++)
            for (int i = 0; i < n; i++)
                if (target.compare(p, words[i].size(), words[i]) == 0) match[p] |= 1u << i;
        // f(S): sequences of words of S (repeats allowed) spelling target. A sequence that
        // uses every word has length >= total = L, so it uses each exactly once.
        vector<long long> dp(L + 1);
        long long answer = 0;
        for (unsigned S = 0; S < (1u << n); S++) {
            for (int p = 0; p <= L; p++) dp[p] = 0;
            dp[0] = 1;
            for (int p = 0; p < L; p++) {
                long long v = dp[p];
                if (v == 0) continue;
                unsigned m = match[p] & S;
                while (m) {
                    int i = __builtin_ctz(m);
                    m &= m - 1;
                    int q = p + (int)words[i].size();
                    dp[q] += v;
                    if (dp[q] >= MOD) dp[q] -= MOD;
                }
            }
            long long f = dp[L];
            if ((n - __builtin_popcount(S)) & 1) answer = (answer - f + MOD) % MOD;
            else answer = (answer + f) % MOD;
        }
        return answer;
    }
};
