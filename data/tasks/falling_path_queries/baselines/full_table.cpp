// The whole table of falling path sums, built once row by row: O(n m + q) time; O(n m)
// extra space.
class Solution {
public:
    void solve(const vector<vector<int>>& matrix, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = matrix.size(), m = matrix[0].size();
        vector<long long> f((size_t)n * m);
        for (int j = 0; j < m; ++j) f[j] = matrix[0][j];
        for (int i = 1; i < n; ++i) {
            const int* a = matrix[i].data();
            const long long* up = f.data() + (size_t)(i - 1) * m;
            long long* cur = f.data() + (size_t)i * m;
            for (int j = 0; j < m; ++j) {
                long long best = up[j];
                if (j > 0 && up[j - 1] < best) best = up[j - 1];
                if (j + 1 < m && up[j + 1] < best) best = up[j + 1];
                cur[j] = a[j] + best;
            }
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            last = f[(size_t)qi * m + qj];
            answer.push_back(last);
        }
    }
};
