// Prefix totals P (+1 per '(', -1 per ')'): s[l..r] is balanced exactly when P[r] = P[l-1]
// and no P[i] in between is lower; a sparse table of minima over P answers that in O(1):
// O(n log n) build; O(n log n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        int levels = 1;
        while ((1 << levels) <= n + 1) ++levels;
        vector<vector<int>> table(levels);
        table[0].resize(n + 1);
        table[0][0] = 0;
        for (int i = 0; i < n; ++i) table[0][i + 1] = table[0][i] + (s[i] == '(' ? 1 : -1);
        for (int k = 1; k < levels; ++k) {
            int half = 1 << (k - 1);
            table[k].resize(n + 2 - (1 << k));
            for (int i = 0; i + (1 << k) <= n + 1; ++i) table[k][i] = min(table[k - 1][i], table[k - 1][i + half]);
        }
        const vector<int>& prefix = table[0];
        long long count = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1];  // P[l..r] covers s[l..r-1] (0-based)
            if (prefix[r] != prefix[l]) continue;
            int k = 31 - __builtin_clz(r - l + 1);
            if (min(table[k][l], table[k][r - (1 << k) + 1]) >= prefix[l]) ++count;
        }
        return count;
    }
};
