// A fresh (i+1) x (j+1) table of counts for every query: the recomputation's time with
// the table's space.
class Solution {
public:
    void solve(const vector<string>& grid, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const long long MOD = 1000000007;
        int n = grid.size(), m = grid[0].size();
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            vector<vector<long long>> ways(qi + 1, vector<long long>(qj + 1, 0));
            for (int i = 0; i <= qi; ++i)
                for (int j = 0; j <= qj; ++j) {
                    if (grid[i][j] == '#') continue;
                    if (i == 0 && j == 0) { ways[i][j] = 1; continue; }
                    long long sum = 0;
                    if (i > 0) sum += ways[i - 1][j];
                    if (j > 0) sum += ways[i][j - 1];
                    ways[i][j] = sum % MOD;
                }
            last = ways[qi][qj];
            answer.push_back((int)last);
        }
    }
};
