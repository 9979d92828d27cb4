// Sparse table: level k holds the minima of all windows of 2^k elements, so a query is the
// minimum of two overlapping windows: O(n log n) preprocessing, O(1) per query;
// O(n log n) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<int, 2>>& queries) {
        int n = a.size();
        int levels = 1;
        while ((1 << levels) <= n) ++levels;
        vector<vector<long long>> table(levels);
        table[0] = a;
        for (int k = 1; k < levels; ++k) {
            int width = 1 << k, half = width >> 1;
            const vector<long long>& prev = table[k - 1];
            vector<long long>& cur = table[k];
            cur.resize(n - width + 1);
            for (int i = 0; i + width <= n; ++i) cur[i] = min(prev[i], prev[i + half]);
        }
        long long total = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1] - 1;
            int k = 31 - __builtin_clz(r - l + 1);
            total += min(table[k][l], table[k][r - (1 << k) + 1]);
        }
        return total;
    }
};
