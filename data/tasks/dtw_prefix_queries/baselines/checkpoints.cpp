// Checkpoints: every K-th row of the table (K about sqrt(n)) is kept; a query recomputes
// at most K-1 rows from the checkpoint above it, over columns 1..j.
// O(n m) to build, O(K m) per query; O((n / K) m) = O(m sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& x, const vector<int>& y, const vector<array<int, 2>>& queries,
               vector<long long>& answer) {
        const long long INF = LLONG_MAX / 4;
        int n = x.size(), m = y.size();
        int K = max(1, (int)sqrt((double)n));
        int stored = n / K + 1;  // rows 0, K, 2K, ...
        vector<long long> saved((size_t)stored * (m + 1));
        vector<long long> row(m + 1);
        auto step = [&](int i, int width) {  // row i-1 -> row i, over columns 1..width
            long long diagonal = row[0];
            row[0] = INF;
            long long xi = x[i - 1];
            for (int j = 1; j <= width; ++j) {
                long long above = row[j];
                long long best = min(min(above, diagonal), row[j - 1]);
                row[j] = llabs(xi - y[j - 1]) + best;
                diagonal = above;
            }
        };
        row[0] = 0;
        for (int j = 1; j <= m; ++j) row[j] = INF;
        copy(row.begin(), row.end(), saved.begin());
        for (int i = 1; i <= n; ++i) {
            step(i, m);
            if (i % K == 0) copy(row.begin(), row.end(), saved.begin() + (size_t)(i / K) * (m + 1));
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qj = (int)((query[1] + last) % m) + 1;
            int base = qi / K;
            const long long* from = saved.data() + (size_t)base * (m + 1);
            copy(from, from + qj + 1, row.begin());
            for (int i = base * K + 1; i <= qi; ++i) step(i, qj);
            last = row[qj];
            answer.push_back(last);
        }
    }
};
