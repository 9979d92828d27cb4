// Each query counts the paths afresh over rows 1..i and columns 1..j, keeping one row of
// counts: O(i j) per query, O(q n m) in all; O(m) extra space.
class Solution {
public:
    void solve(const vector<string>& grid, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const int MOD = 1000000007;
        int n = grid.size(), m = grid[0].size();
        vector<int> row(m);
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            for (int j = 0; j <= qj; ++j) row[j] = 0;
            row[0] = 1;  // a virtual path entering the first cell from above
            for (int i = 0; i <= qi; ++i) {
                const char* line = grid[i].data();
                int left = 0;
                for (int j = 0; j <= qj; ++j) {
                    if (line[j] == '#') {
                        left = 0;
                    } else {
                        int sum = row[j] + left;
                        if (sum >= MOD) sum -= MOD;
                        left = sum;
                    }
                    row[j] = left;
                }
            }
            last = row[qj];
            answer.push_back(row[qj]);
        }
    }
};
