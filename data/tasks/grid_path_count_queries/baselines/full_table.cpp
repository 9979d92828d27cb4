// The whole table of path counts, built once row by row: O(n m + q) time; O(n m) extra space.
class Solution {
public:
    void solve(const vector<string>& grid, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const int MOD = 1000000007;
        int n = grid.size(), m = grid[0].size();
        vector<int> count((size_t)n * m);
        for (int i = 0; i < n; ++i) {
            const char* line = grid[i].data();
            int* cur = count.data() + (size_t)i * m;
            const int* up = cur - m;
            for (int j = 0; j < m; ++j) {
                if (line[j] == '#') {
                    cur[j] = 0;
                    continue;
                }
                int sum = (i > 0 ? up[j] : (j == 0 ? 1 : 0)) + (j > 0 ? cur[j - 1] : 0);
                if (sum >= MOD) sum -= MOD;
                cur[j] = sum;
            }
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            last = count[(size_t)qi * m + qj];
            answer.push_back((int)last);
        }
    }
};
