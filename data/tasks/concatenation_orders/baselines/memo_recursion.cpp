class Solution {
    static constexpr long long MOD = 1000000007LL;
    vector<long long> memo;
    int n;

    long long ways(const vector<string>& words, const string& target, unsigned mask, int pos) {
        if (mask == (1u << n) - 1) return 1;
        long long& m = memo[mask];
        if (m != -1) return m;
        long long r = 0;
        for (int i = 0; i < n; i++) {
            if (mask >> i & 1u) continue;
            if (target.compare(pos, words[i].size(), words[i]) == 0)
                r = (r + ways(words, target, mask | (1u << i), pos + (int)words[i].size())) % MOD;
        }
        return m = r;
    }

public:
    long long countOrders(const vector<string>& words, const string& target) {
        n = (int)words.size();
        long long total = 0;
        for (const string& s : words) total += (long long)s.size();
        if (total != (long long)target.size()) return 0;
        memo.assign(1u << n, -1);
        return ways(words, target, 0, 0);
    }
};
