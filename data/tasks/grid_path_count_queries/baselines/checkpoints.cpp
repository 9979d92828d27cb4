// Checkpoints: every K-th row of counts (K about sqrt(n)) is kept; a query recomputes at
// most K-1 rows from the checkpoint above it, over columns 1..j.
// O(n m) to build, O(K m) per query; O((n / K) m) = O(m sqrt n) extra space.
class Solution {
public:
    void solve(const vector<string>& grid, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const int MOD = 1000000007;
        int n = grid.size(), m = grid[0].size();
        int K = max(1, (int)sqrt((double)n));
        vector<int> saved((size_t)(n / K + 1) * m);  // saved block b = row b*K - 1 (b = 0: virtual row)
        vector<int> row(m, 0);
        auto step = [&](int i, int width) {  // counts of row i-1 -> row i, columns 0..width-1
            const char* line = grid[i].data();
            int left = 0;
            for (int j = 0; j < width; ++j) {
                if (line[j] == '#') {
                    left = 0;
                } else {
                    int sum = row[j] + left;
                    if (sum >= MOD) sum -= MOD;
                    left = sum;
                }
                row[j] = left;
            }
        };
        row[0] = 1;  // virtual row -1: one path enters the first cell from above
        copy(row.begin(), row.end(), saved.begin());
        for (int i = 0; i < n; ++i) {
            step(i, m);
            if ((i + 1) % K == 0) copy(row.begin(), row.end(), saved.begin() + (size_t)((i + 1) / K) * m);
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            int base = (qi + 1) / K;  // saved block holds row base*K - 1
            const int* from = saved.data() + (size_t)base * m;
            copy(from, from + qj + 1, row.begin());
            for (int i = base * K; i <= qi; ++i) step(i, qj + 1);
            last = row[qj];
            answer.push_back(row[qj]);
        }
    }
};
