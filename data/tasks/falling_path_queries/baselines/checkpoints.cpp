// Checkpoints: every K-th row of sums (K about sqrt(n)) is kept; a query recomputes the rows
// below the checkpoint above it, over the cone of columns that can reach (i, j) only: at
// most K rows of width at most 2K - 1.
// O(n m) to build, O(K^2) per query; O((n / K) m) = O(m sqrt n) extra space.
class Solution {
public:
    void solve(const vector<vector<int>>& matrix, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = matrix.size(), m = matrix[0].size();
        int K = max(1, (int)sqrt((double)n));
        vector<long long> saved((size_t)((n - 1) / K + 1) * m);  // saved block b = row b*K
        vector<long long> row(m);
        for (int j = 0; j < m; ++j) row[j] = matrix[0][j];
        copy(row.begin(), row.end(), saved.begin());
        for (int i = 1; i < n; ++i) {
            const int* a = matrix[i].data();
            long long left = (long long)4e18;
            for (int j = 0; j < m; ++j) {
                long long best = row[j];
                if (left < best) best = left;
                if (j + 1 < m && row[j + 1] < best) best = row[j + 1];
                left = row[j];
                row[j] = a[j] + best;
            }
            if (i % K == 0) copy(row.begin(), row.end(), saved.begin() + (size_t)(i / K) * m);
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            int base = qi / K * K;
            int d = qi - base;
            int lo = max(0, qj - d), hi = min(m - 1, qj + d);
            const long long* from = saved.data() + (size_t)(base / K) * m;
            for (int j = lo; j <= hi; ++j) row[j] = from[j];
            for (int i = base + 1; i <= qi; ++i) {
                int nlo = max(0, qj - (qi - i)), nhi = min(m - 1, qj + (qi - i));
                const int* a = matrix[i].data();
                long long left = nlo > lo ? row[nlo - 1] : (long long)4e18;
                for (int j = nlo; j <= nhi; ++j) {
                    long long best = row[j];
                    if (left < best) best = left;
                    if (j + 1 <= hi && row[j + 1] < best) best = row[j + 1];
                    left = row[j];
                    row[j] = a[j] + best;
                }
                lo = nlo;
                hi = nhi;
            }
            last = row[qj];
            answer.push_back(last);
        }
    }
};
