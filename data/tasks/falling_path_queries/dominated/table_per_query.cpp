// A fresh (i+1) x m table of sums for every query: the recomputation's time with the
// table's space.
class Solution {
public:
    void solve(const vector<vector<int>>& matrix, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = matrix.size(), m = matrix[0].size();
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            vector<vector<long long>> f(qi + 1, vector<long long>(m));
            for (int j = 0; j < m; ++j) f[0][j] = matrix[0][j];
            for (int i = 1; i <= qi; ++i)
                for (int j = 0; j < m; ++j) {
                    long long best = f[i - 1][j];
                    if (j > 0) best = min(best, f[i - 1][j - 1]);
                    if (j + 1 < m) best = min(best, f[i - 1][j + 1]);
                    f[i][j] = matrix[i][j] + best;
                }
            last = f[qi][qj];
            answer.push_back(last);
        }
    }
};
